CREATE TABLE "applicant_form_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicant_form_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"applicant_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"form_id" bigint,
	"form_name" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_scorecards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"form_id" bigint,
	"form_name" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_scorecards_recommendation_check" CHECK ("candidate_scorecards"."recommendation" in ('strong_no', 'no', 'yes', 'strong_yes'))
);
--> statement-breakpoint
CREATE TABLE "job_application_forms" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"form_id" bigint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_form_answers" ADD CONSTRAINT "applicant_form_answers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_form_answers" ADD CONSTRAINT "applicant_form_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_form_answers" ADD CONSTRAINT "applicant_form_answers_applicant_id_match_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."match_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_form_answers" ADD CONSTRAINT "applicant_form_answers_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_form_answers" ADD CONSTRAINT "applicant_form_answers_form_id_team_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."team_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_form_answers" ADD CONSTRAINT "applicant_form_answers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_form_id_team_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."team_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_forms" ADD CONSTRAINT "job_application_forms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_forms" ADD CONSTRAINT "job_application_forms_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_forms" ADD CONSTRAINT "job_application_forms_form_id_team_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."team_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_forms" ADD CONSTRAINT "job_application_forms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_form_answers_applicant_idx" ON "applicant_form_answers" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "applicant_form_answers_profile_idx" ON "applicant_form_answers" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "candidate_scorecards_candidate_idx" ON "candidate_scorecards" USING btree ("team_id","project_id","profile_id");--> statement-breakpoint
CREATE INDEX "candidate_scorecards_profile_idx" ON "candidate_scorecards" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_scorecards_author_idx" ON "candidate_scorecards" USING btree ("project_id","profile_id","form_id","author_id");