ALTER TABLE "question" ADD COLUMN "blind_hiring" boolean;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "blind_hiring" boolean DEFAULT false NOT NULL;