DROP INDEX "agency_biz_no";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "name_id" varchar(100);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "description_en" varchar(500);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "description_id" varchar(500);--> statement-breakpoint
ALTER TABLE "coupon_issuance" ADD COLUMN "name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "coupon_issuance" ADD COLUMN "name_id" varchar(100);--> statement-breakpoint
ALTER TABLE "coupon_issuance" ADD COLUMN "description_en" varchar(500);--> statement-breakpoint
ALTER TABLE "coupon_issuance" ADD COLUMN "description_id" varchar(500);--> statement-breakpoint
ALTER TABLE "agency" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_biz_no" ON "agency" USING btree ("biz_no") WHERE "agency"."withdrawn_at" is null;