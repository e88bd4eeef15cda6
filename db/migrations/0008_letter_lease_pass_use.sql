CREATE TABLE "pass_use" (
	"generation_id" uuid PRIMARY KEY NOT NULL,
	"pass_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cover_letter" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pass_use" ADD CONSTRAINT "pass_use_pass_id_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."pass"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_use" ADD CONSTRAINT "pass_use_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_use_pass" ON "pass_use" USING btree ("pass_id");--> statement-breakpoint
CREATE INDEX "cover_letter_writing" ON "cover_letter" USING btree ("heartbeat_at") WHERE status = 'WRITING';