CREATE TYPE "public"."company_classification" AS ENUM('GROUP', 'PUBLIC', 'STARTUP', 'GLOBAL');--> statement-breakpoint
CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"country" varchar(2) NOT NULL,
	"classification" "company_classification" NOT NULL,
	"sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" varchar(200) NOT NULL,
	"homepage" varchar(200),
	"culture_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recruit_count" integer DEFAULT 0 NOT NULL,
	"aggressive" real NOT NULL,
	"initiative" real NOT NULL,
	"responsible" real NOT NULL,
	"individual" real NOT NULL,
	"communication" real NOT NULL,
	"horizontal" real NOT NULL,
	"salary" real NOT NULL,
	"welfare" real NOT NULL,
	"group_pref" real NOT NULL,
	"startup" real NOT NULL,
	"global" real NOT NULL,
	"government" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "culture_result" (
	"id" serial PRIMARY KEY NOT NULL,
	"culture_user_code" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"aggressive" real NOT NULL,
	"initiative" real NOT NULL,
	"responsible" real NOT NULL,
	"individual" real NOT NULL,
	"communication" real NOT NULL,
	"horizontal" real NOT NULL,
	"salary" real NOT NULL,
	"welfare" real NOT NULL,
	"group_pref" real NOT NULL,
	"startup" real NOT NULL,
	"global" real NOT NULL,
	"government" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "culture_result_culture_user_code_unique" UNIQUE("culture_user_code")
);
--> statement-breakpoint
CREATE TABLE "culture_text" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" jsonb,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "culture_user" (
	"code" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"job_category_id" integer NOT NULL,
	"job_detail_ids" jsonb NOT NULL,
	"domain" varchar(10),
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_item" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"category" varchar(30) NOT NULL,
	"response_type" varchar(5) NOT NULL,
	"sort_order" integer NOT NULL,
	"text" jsonb NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "culture_result" ADD CONSTRAINT "culture_result_culture_user_code_culture_user_code_fk" FOREIGN KEY ("culture_user_code") REFERENCES "public"."culture_user"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culture_result" ADD CONSTRAINT "culture_result_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culture_user" ADD CONSTRAINT "culture_user_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_name_country" ON "company" USING btree ("name","country");--> statement-breakpoint
CREATE INDEX "culture_result_user" ON "culture_result" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "culture_user_user" ON "culture_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_category_parent" ON "job_category" USING btree ("parent_id");