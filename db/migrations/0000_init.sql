CREATE TYPE "public"."tenant_kind" AS ENUM('MAIN', 'INSTITUTION');--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" varchar(10) NOT NULL,
	"display_name" varchar(100) NOT NULL,
	"kind" "tenant_kind" DEFAULT 'INSTITUTION' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_domain_unique" UNIQUE("domain")
);
