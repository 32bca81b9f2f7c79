CREATE TABLE "match_applicant_views" (
	"applicant_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "match_applicant_views_applicant_id_user_id_pk" PRIMARY KEY("applicant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "match_applicants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_applicants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"review_status" smallint DEFAULT 1 NOT NULL,
	"match_level" text DEFAULT 'pending' NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"scoring_detail" jsonb,
	"scored_persona_version" integer,
	"scored_at" timestamp with time zone,
	"resume" jsonb,
	"lack_resume" boolean DEFAULT true NOT NULL,
	"features" jsonb,
	"resume_file_id" bigint,
	"source" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decline_reason_id" bigint,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_applicants_review_status_check" CHECK ("match_applicants"."review_status" in (0, 1, 2)),
	CONSTRAINT "match_applicants_level_check" CHECK ("match_applicants"."match_level" in ('best', 'good', 'partial', 'not match', 'pending')),
	CONSTRAINT "match_applicants_score_check" CHECK ("match_applicants"."score" >= 0 and "match_applicants"."score" < 1),
	CONSTRAINT "match_applicants_source_check" CHECK ("match_applicants"."source" in ('resume', 'json_resume', 'csv', 'job_board', 'ats'))
);
--> statement-breakpoint
CREATE TABLE "match_decline_reasons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_decline_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_email_configs" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"ats_name" text,
	"rejection_enabled" boolean DEFAULT false NOT NULL,
	"sender_user_id" uuid,
	"rejection_subject" text DEFAULT '' NOT NULL,
	"rejection_body" text DEFAULT '' NOT NULL,
	"rejection_campaign_id" bigint,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"applicant_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"move_type" text NOT NULL,
	"from_stage_id" text NOT NULL,
	"from_stage_name" text NOT NULL,
	"to_stage_id" text NOT NULL,
	"to_stage_name" text NOT NULL,
	"decline_reason_id" bigint,
	"moved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_moves_type_check" CHECK ("match_moves"."move_type" in ('moveForward', 'reject', 'reopen'))
);
--> statement-breakpoint
CREATE TABLE "match_rejection_emails" (
	"applicant_id" bigint PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"thread_id" bigint,
	"status" text NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_rejection_emails_status_check" CHECK ("match_rejection_emails"."status" in ('queued', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "match_applicant_views" ADD CONSTRAINT "match_applicant_views_applicant_id_match_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."match_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicant_views" ADD CONSTRAINT "match_applicant_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicant_views" ADD CONSTRAINT "match_applicant_views_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicants" ADD CONSTRAINT "match_applicants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicants" ADD CONSTRAINT "match_applicants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicants" ADD CONSTRAINT "match_applicants_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicants" ADD CONSTRAINT "match_applicants_resume_file_id_candidate_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."candidate_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicants" ADD CONSTRAINT "match_applicants_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicants" ADD CONSTRAINT "match_applicants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_decline_reasons" ADD CONSTRAINT "match_decline_reasons_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_email_configs" ADD CONSTRAINT "match_email_configs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_email_configs" ADD CONSTRAINT "match_email_configs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_email_configs" ADD CONSTRAINT "match_email_configs_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_email_configs" ADD CONSTRAINT "match_email_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_moves" ADD CONSTRAINT "match_moves_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_moves" ADD CONSTRAINT "match_moves_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_moves" ADD CONSTRAINT "match_moves_applicant_id_match_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."match_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_moves" ADD CONSTRAINT "match_moves_decline_reason_id_match_decline_reasons_id_fk" FOREIGN KEY ("decline_reason_id") REFERENCES "public"."match_decline_reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_moves" ADD CONSTRAINT "match_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rejection_emails" ADD CONSTRAINT "match_rejection_emails_applicant_id_match_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."match_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rejection_emails" ADD CONSTRAINT "match_rejection_emails_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rejection_emails" ADD CONSTRAINT "match_rejection_emails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rejection_emails" ADD CONSTRAINT "match_rejection_emails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_applicant_views_user_idx" ON "match_applicant_views" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_applicants_project_profile_idx" ON "match_applicants" USING btree ("project_id","profile_id");--> statement-breakpoint
CREATE INDEX "match_applicants_list_idx" ON "match_applicants" USING btree ("project_id","review_status","score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "match_applicants_profile_idx" ON "match_applicants" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "match_decline_reasons_team_idx" ON "match_decline_reasons" USING btree ("team_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "match_decline_reasons_name_idx" ON "match_decline_reasons" USING btree ("team_id",lower("name")) WHERE not "match_decline_reasons"."archived";--> statement-breakpoint
CREATE INDEX "match_moves_project_idx" ON "match_moves" USING btree ("project_id","profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_rejection_emails_project_idx" ON "match_rejection_emails" USING btree ("project_id");