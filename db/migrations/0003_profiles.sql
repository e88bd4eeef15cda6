CREATE TABLE "location" (
	"id" integer PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"info_url" varchar(300),
	"close_date" date NOT NULL,
	"country" varchar(2) NOT NULL,
	"location_id" integer NOT NULL,
	"job_category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_draft" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"name" varchar(100),
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"memo" varchar(500),
	"color" varchar(10) DEFAULT 'VIOLET' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(100),
	"intro" text,
	"favorite" boolean DEFAULT false NOT NULL,
	"is_resume" boolean DEFAULT false NOT NULL,
	"is_coverletter" boolean DEFAULT false NOT NULL,
	"recruit_id" integer,
	"company_id" integer,
	"person" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"educations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"projects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"awards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "profile_view" varchar(5) DEFAULT 'GROUP' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruit" ADD CONSTRAINT "recruit_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit" ADD CONSTRAINT "recruit_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_draft" ADD CONSTRAINT "profile_draft_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_draft" ADD CONSTRAINT "profile_draft_group_id_profile_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."profile_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_group" ADD CONSTRAINT "profile_group_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_group_id_profile_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."profile_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_recruit_id_recruit_id_fk" FOREIGN KEY ("recruit_id") REFERENCES "public"."recruit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_country" ON "location" USING btree ("country","sort_order");--> statement-breakpoint
CREATE INDEX "recruit_country_close" ON "recruit" USING btree ("country","close_date","id");--> statement-breakpoint
CREATE INDEX "recruit_company" ON "recruit" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "recruit_location" ON "recruit" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "recruit_category" ON "recruit" USING btree ("job_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_company_title" ON "recruit" USING btree ("company_id","title");--> statement-breakpoint
CREATE INDEX "profile_draft_user" ON "profile_draft" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_group_user" ON "profile_group" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "profile_group_created" ON "profile" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_user" ON "profile" USING btree ("user_id");