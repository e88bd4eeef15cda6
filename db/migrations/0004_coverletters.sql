CREATE TABLE "cover_letter" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_text" text NOT NULL,
	"generation_id" uuid NOT NULL,
	"lang" varchar(2) NOT NULL,
	"temperature" real NOT NULL,
	"min_letter" integer NOT NULL,
	"max_letter" integer NOT NULL,
	"status" varchar(8) DEFAULT 'WRITING' NOT NULL,
	"writer" varchar(8) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"real_length" integer DEFAULT 0 NOT NULL,
	"findings" jsonb,
	"checked" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" varchar(7) NOT NULL,
	"intent" varchar(12) NOT NULL,
	"industry_id" integer,
	"text" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selected_question_group" (
	"profile_id" integer NOT NULL,
	"question_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cover_letter" ADD CONSTRAINT "cover_letter_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter" ADD CONSTRAINT "cover_letter_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter" ADD CONSTRAINT "cover_letter_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_question_group" ADD CONSTRAINT "selected_question_group_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_question_group" ADD CONSTRAINT "selected_question_group_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_letter_profile_question" ON "cover_letter" USING btree ("profile_id","question_id","created_at");--> statement-breakpoint
CREATE INDEX "cover_letter_generation" ON "cover_letter" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "cover_letter_user" ON "cover_letter" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selected_question_group_pk" ON "selected_question_group" USING btree ("profile_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_refund_once" ON "credit_ledger" USING btree ("reference") WHERE reason = 'GENERATION_REFUND';