CREATE TABLE "application_calendar" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_application_share" (
	"user_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_application_share_user_id_agency_id_pk" PRIMARY KEY("user_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "application_status_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" varchar(14) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"company_name" varchar(120) NOT NULL,
	"recruit_id" integer,
	"posting_title" varchar(200),
	"profile_id" integer,
	"deadline" date,
	"status" varchar(14) DEFAULT 'preparing' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "application_calendar" ADD CONSTRAINT "application_calendar_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_application_share" ADD CONSTRAINT "agency_application_share_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_application_share" ADD CONSTRAINT "agency_application_share_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_change" ADD CONSTRAINT "application_status_change_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_recruit_id_recruit_id_fk" FOREIGN KEY ("recruit_id") REFERENCES "public"."recruit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_calendar_token" ON "application_calendar" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "application_calendar_user" ON "application_calendar" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agency_application_share_agency" ON "agency_application_share" USING btree ("agency_id","shared_at");--> statement-breakpoint
CREATE INDEX "application_status_change_app" ON "application_status_change" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "application_user_deadline" ON "application" USING btree ("user_id","deadline","id");--> statement-breakpoint
CREATE INDEX "application_deadline_open" ON "application" USING btree ("deadline") WHERE status = 'preparing';--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_application" ON "question" USING btree ("application_id") WHERE application_id is not null;--> statement-breakpoint
-- What members have today (ADR 0031): every resume with a target becomes an application of that company
-- and posting, preparing, due on the posting's close date; the resume's own questions become the
-- application's, and its letters stay reachable through their questions and the resume.
WITH made AS (
  INSERT INTO "application" ("user_id", "company_id", "company_name", "recruit_id", "posting_title", "profile_id", "deadline", "created_at", "status_changed_at")
  SELECT p."user_id", c."id", c."name", r."id", r."title", p."id", r."close_date", p."created_at", p."created_at"
  FROM "profile" p
  LEFT JOIN "recruit" r ON r."id" = p."recruit_id"
  JOIN "company" c ON c."id" = COALESCE(p."company_id", r."company_id")
  RETURNING "id", "profile_id", "created_at"
), moved AS (
  UPDATE "question" q SET "application_id" = made."id"
  FROM made
  WHERE q."profile_id" = made."profile_id" AND q."type" = 'CUSTOM'
  RETURNING q."id"
)
INSERT INTO "application_status_change" ("application_id", "status", "changed_at")
SELECT made."id", 'preparing', made."created_at" FROM made;
