CREATE TYPE "public"."currency" AS ENUM('KRW', 'USD');--> statement-breakpoint
CREATE TYPE "public"."duration_unit" AS ENUM('DAY', 'MONTH', 'YEAR');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('CREATED', 'CONFIRMING', 'WAITING_DEPOSIT', 'PAID', 'EXPIRED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('TOSS_CARD', 'TOSS_NAVER', 'TOSS_KAKAO', 'TOSS_PAYPAL', 'TOSS_PAY', 'SELF', 'COUPON');--> statement-breakpoint
CREATE TYPE "public"."refund_reason" AS ENUM('JOB_SUCCESS', 'FEE_EXPENSIVE', 'QUALITY_DISSATISFIED', 'PAYMENT_METHOD_CHANGE', 'RARE_USAGE', 'SIMPLE_CHANGE_OF_MIND', 'OTHER');--> statement-breakpoint
CREATE TABLE "admin_user" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"duration_unit" "duration_unit" NOT NULL,
	"duration_value" integer NOT NULL,
	"generation_limit" integer,
	"best_flag" boolean DEFAULT false NOT NULL,
	"agency_flag" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_amount" CHECK ("goods"."amount" >= 0),
	CONSTRAINT "goods_duration" CHECK ("goods"."duration_value" > 0),
	CONSTRAINT "goods_generation_limit" CHECK ("goods"."generation_limit" is null or "goods"."generation_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "operator_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"order_name" varchar(100) NOT NULL,
	"price" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"final_amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"duration_unit" "duration_unit" NOT NULL,
	"duration_value" integer NOT NULL,
	"generation_limit" integer,
	"status" "order_status" DEFAULT 'CREATED' NOT NULL,
	"payment_type" "payment_type",
	"customer_key" varchar(64) NOT NULL,
	"deposit_deadline" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."price" >= 0 and "orders"."discount_amount" >= 0 and "orders"."final_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(8) NOT NULL,
	"payment_key" varchar(200),
	"idempotency_key" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'READY' NOT NULL,
	"method" varchar(30),
	"easy_pay_provider" varchar(30),
	"amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"failure_code" varchar(60),
	"approved_at" timestamp with time zone,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" "refund_reason" NOT NULL,
	"reason_text" varchar(500),
	"amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'REQUESTED' NOT NULL,
	"failure_code" varchar(60),
	"completed_at" timestamp with time zone,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pass" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "pass" ADD COLUMN "generation_limit" integer;--> statement-breakpoint
ALTER TABLE "admin_user" ADD CONSTRAINT "admin_user_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_log" ADD CONSTRAINT "operator_log_admin_user_id_app_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_code" ON "goods" USING btree ("code");--> statement-breakpoint
CREATE INDEX "operator_log_target" ON "operator_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_key" ON "payment" USING btree ("payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_idempotency_key" ON "payment" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_order" ON "refund" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_idempotency_key" ON "refund" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "pass" ADD CONSTRAINT "pass_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_order" ON "pass" USING btree ("order_id");