CREATE TABLE "interview_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" text NOT NULL,
	"budget_seconds" smallint NOT NULL,
	"seconds" integer NOT NULL,
	"check" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" varchar(40) NOT NULL,
	"follow_ups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" varchar(8) DEFAULT 'rule' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_attempt" ADD CONSTRAINT "interview_attempt_question_id_interview_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."interview_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_attempt" ADD CONSTRAINT "interview_attempt_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_question" ADD CONSTRAINT "interview_question_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_question" ADD CONSTRAINT "interview_question_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_attempt_question" ON "interview_attempt" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_attempt_user_week" ON "interview_attempt" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_question_key" ON "interview_question" USING btree ("application_id","key");--> statement-breakpoint
CREATE INDEX "interview_question_user" ON "interview_question" USING btree ("user_id");