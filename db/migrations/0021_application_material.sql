ALTER TABLE "cover_letter" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "why_industry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "why_company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "why_job" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "plan" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "posting_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cover_letter" ADD CONSTRAINT "cover_letter_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_letter_application" ON "cover_letter" USING btree ("application_id") WHERE application_id is not null;--> statement-breakpoint
UPDATE "cover_letter" AS cl SET "application_id" = q."application_id" FROM "question" AS q WHERE q."id" = cl."question_id" AND q."application_id" IS NOT NULL;
