CREATE TABLE "welcome_claim" (
	"identity_hash" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "refresh_token_live_family" ON "refresh_token" USING btree ("family_id") WHERE "refresh_token"."revoked_at" is null;