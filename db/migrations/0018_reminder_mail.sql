ALTER TABLE "app_user" ADD COLUMN "reminder_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "event_key" varchar(120);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_event_key" ON "mail_outbox" USING btree ("event_key");