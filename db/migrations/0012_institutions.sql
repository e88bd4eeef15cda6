CREATE TYPE "public"."agency_status" AS ENUM('ACTIVE', 'SUSPENDED');--> statement-breakpoint
CREATE TABLE "agency" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"biz_no" varchar(10) NOT NULL,
	"country" "country" NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"address" varchar(200) NOT NULL,
	"sub_address" varchar(200) DEFAULT '' NOT NULL,
	"boss_name" varchar(50) NOT NULL,
	"status" "agency_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_order" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"purchase_code_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"biz_no" varchar(10) NOT NULL,
	"biz_email" varchar(254) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_user" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"login_id" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"dept" varchar(50) NOT NULL,
	"position" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_license_period" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"order_id" integer,
	"name" varchar(100) NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"join_open" boolean DEFAULT true NOT NULL,
	"generation_limit" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_license_period_seats" CHECK ("agency_license_period"."seats_used" >= 0 and "agency_license_period"."seats_used" <= "agency_license_period"."seats_total"),
	CONSTRAINT "agency_license_period_dates" CHECK ("agency_license_period"."ends_at" > "agency_license_period"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "agency_license_seat" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pass_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_purchase_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"agency_id" integer,
	"goods_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_purchase_code_seats" CHECK ("agency_purchase_code"."seats" > 0 and "agency_purchase_code"."seats" <= 100000),
	CONSTRAINT "agency_purchase_code_amount" CHECK ("agency_purchase_code"."amount" >= 0),
	CONSTRAINT "agency_purchase_code_period" CHECK ("agency_purchase_code"."valid_to" > "agency_purchase_code"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "agency_resume_share" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_share_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"body" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency" ADD CONSTRAINT "agency_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_order" ADD CONSTRAINT "agency_order_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_order" ADD CONSTRAINT "agency_order_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_order" ADD CONSTRAINT "agency_order_purchase_code_id_agency_purchase_code_id_fk" FOREIGN KEY ("purchase_code_id") REFERENCES "public"."agency_purchase_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_user" ADD CONSTRAINT "agency_user_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_user" ADD CONSTRAINT "agency_user_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_license_period" ADD CONSTRAINT "agency_license_period_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_license_period" ADD CONSTRAINT "agency_license_period_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_license_seat" ADD CONSTRAINT "agency_license_seat_period_id_agency_license_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."agency_license_period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_license_seat" ADD CONSTRAINT "agency_license_seat_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_license_seat" ADD CONSTRAINT "agency_license_seat_pass_id_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."pass"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_purchase_code" ADD CONSTRAINT "agency_purchase_code_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_purchase_code" ADD CONSTRAINT "agency_purchase_code_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_resume_share" ADD CONSTRAINT "agency_resume_share_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_resume_share" ADD CONSTRAINT "agency_resume_share_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_resume_share" ADD CONSTRAINT "agency_resume_share_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_share_comment" ADD CONSTRAINT "agency_share_comment_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_share_comment" ADD CONSTRAINT "agency_share_comment_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_share_comment" ADD CONSTRAINT "agency_share_comment_author_user_id_app_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_biz_no" ON "agency" USING btree ("biz_no");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_tenant" ON "agency" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "agency_order_agency" ON "agency_order" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_user_login_id" ON "agency_user" USING btree ("login_id");--> statement-breakpoint
CREATE INDEX "agency_user_agency" ON "agency_user" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_license_period_agency" ON "agency_license_period" USING btree ("agency_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_license_period_order" ON "agency_license_period" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_license_seat_member" ON "agency_license_seat" USING btree ("period_id","user_id");--> statement-breakpoint
CREATE INDEX "agency_license_seat_user" ON "agency_license_seat" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_purchase_code_code" ON "agency_purchase_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "agency_resume_share_agency" ON "agency_resume_share" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_share_comment_profile" ON "agency_share_comment" USING btree ("profile_id","created_at");