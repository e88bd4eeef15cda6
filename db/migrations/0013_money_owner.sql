CREATE TABLE "payment_void" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_key" varchar(200) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"reason" varchar(40) NOT NULL,
	"status" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pass" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "payback" varchar(1000);--> statement-breakpoint
ALTER TABLE "payment_void" ADD CONSTRAINT "payment_void_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_void_key" ON "payment_void" USING btree ("payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_void_idempotency_key" ON "payment_void" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_void_pending" ON "payment_void" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "refund_status" ON "refund" USING btree ("status","updated_at");