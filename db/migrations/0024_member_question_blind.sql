CREATE TABLE "member_question_blind" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"blind_hiring" boolean NOT NULL,
	CONSTRAINT "member_question_blind_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "member_question_blind" ADD CONSTRAINT "member_question_blind_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_question_blind" ADD CONSTRAINT "member_question_blind_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;