CREATE TYPE "public"."coupon_kind" AS ENUM('GOODS', 'DISCOUNT_PERCENT', 'DISCOUNT_AMOUNT', 'DOMAIN');--> statement-breakpoint
CREATE TABLE "coupon_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuance_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"single_use" boolean DEFAULT false NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_issuance" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"currency" "currency",
	"goods_id" integer,
	"tenant_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_issuance_period" CHECK ("coupon_issuance"."valid_to" > "coupon_issuance"."valid_from"),
	CONSTRAINT "coupon_issuance_limits" CHECK ("coupon_issuance"."per_user_limit" > 0 and ("coupon_issuance"."total_limit" is null or "coupon_issuance"."total_limit" > 0)),
	CONSTRAINT "coupon_issuance_issued" CHECK ("coupon_issuance"."issued_count" >= 0 and ("coupon_issuance"."total_limit" is null or "coupon_issuance"."issued_count" <= "coupon_issuance"."total_limit")),
	CONSTRAINT "coupon_issuance_value" CHECK (("coupon_issuance"."kind" = 'DISCOUNT_PERCENT' and "coupon_issuance"."value" between 1 and 100) or ("coupon_issuance"."kind" = 'DISCOUNT_AMOUNT' and "coupon_issuance"."value" > 0 and "coupon_issuance"."currency" is not null) or ("coupon_issuance"."kind" = 'GOODS' and "coupon_issuance"."goods_id" is not null) or ("coupon_issuance"."kind" = 'DOMAIN' and "coupon_issuance"."tenant_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuance_id" integer NOT NULL,
	"code_id" integer,
	"single_use_code_id" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer
);
--> statement-breakpoint
ALTER TABLE "coupon_code" ADD CONSTRAINT "coupon_code_issuance_id_coupon_issuance_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."coupon_issuance"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issuance" ADD CONSTRAINT "coupon_issuance_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issuance" ADD CONSTRAINT "coupon_issuance_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_issuance_id_coupon_issuance_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."coupon_issuance"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_code_id_coupon_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."coupon_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_single_use_code_id_coupon_code_id_fk" FOREIGN KEY ("single_use_code_id") REFERENCES "public"."coupon_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_code" ON "coupon_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_code_issuance" ON "coupon_code" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "user_coupon_user" ON "user_coupon" USING btree ("user_id","registered_at");--> statement-breakpoint
CREATE INDEX "user_coupon_issuance" ON "user_coupon" USING btree ("issuance_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupon_user_code" ON "user_coupon" USING btree ("user_id","code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupon_single_use_code" ON "user_coupon" USING btree ("single_use_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupon_order" ON "user_coupon" USING btree ("order_id");