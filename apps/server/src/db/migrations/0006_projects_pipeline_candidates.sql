CREATE TABLE "candidate_activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"profile_id" bigint NOT NULL,
	"project_id" bigint,
	"actor_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_duplicate_dismissals" (
	"team_id" uuid NOT NULL,
	"profile_a" bigint NOT NULL,
	"profile_b" bigint NOT NULL,
	"dismissed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_duplicate_dismissals_team_id_profile_a_profile_b_pk" PRIMARY KEY("team_id","profile_a","profile_b"),
	CONSTRAINT "candidate_duplicate_dismissals_order_check" CHECK ("candidate_duplicate_dismissals"."profile_a" < "candidate_duplicate_dismissals"."profile_b")
);
--> statement-breakpoint
CREATE TABLE "candidate_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"profile_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"kind" text DEFAULT 'resume' NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"project_id" bigint,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duplicate_policy" text DEFAULT 'skip' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "candidate_imports_status_check" CHECK ("candidate_imports"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "candidate_match_keys" (
	"team_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"key" text NOT NULL,
	"profile_id" bigint NOT NULL,
	CONSTRAINT "candidate_match_keys_team_id_kind_key_profile_id_pk" PRIMARY KEY("team_id","kind","key","profile_id"),
	CONSTRAINT "candidate_match_keys_kind_check" CHECK ("candidate_match_keys"."kind" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "candidate_merges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_merges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"kept_profile_id" bigint NOT NULL,
	"merged_profile_id" bigint NOT NULL,
	"field_choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"merged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"profile_id" bigint NOT NULL,
	"project_id" bigint,
	"author_id" uuid,
	"body" text NOT NULL,
	"visibility" smallint DEFAULT 2 NOT NULL,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_notes_visibility_check" CHECK ("candidate_notes"."visibility" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "candidate_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"profile_ids" bigint[] NOT NULL,
	"project_id" bigint,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "candidate_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "candidate_tags" (
	"team_id" uuid NOT NULL,
	"profile_id" bigint NOT NULL,
	"tag" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_tags_team_id_profile_id_tag_pk" PRIMARY KEY("team_id","profile_id","tag")
);
--> statement-breakpoint
CREATE TABLE "csv_download_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csv_download_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"columns" text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_candidates" (
	"team_id" uuid NOT NULL,
	"profile_id" bigint NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gdpr_review" boolean DEFAULT false NOT NULL,
	"gdpr_reviewed_by" uuid,
	"gdpr_reviewed_at" timestamp with time zone,
	"merged_into" bigint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_candidates_team_id_profile_id_pk" PRIMARY KEY("team_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "team_pdf_settings" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"watermark_enabled" boolean DEFAULT false NOT NULL,
	"watermark_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_process_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hiring_process_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"template_detail" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_candidates" ALTER COLUMN "stage_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_candidates" ADD COLUMN "category_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_candidates" ADD COLUMN "stage_label" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_candidates" ADD COLUMN "engagement_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_candidates" ADD COLUMN "stage_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hiring_process_template_id" bigint;--> statement-breakpoint
ALTER TABLE "candidate_activities" ADD CONSTRAINT "candidate_activities_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_activities" ADD CONSTRAINT "candidate_activities_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_activities" ADD CONSTRAINT "candidate_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_activities" ADD CONSTRAINT "candidate_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissals" ADD CONSTRAINT "candidate_duplicate_dismissals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissals" ADD CONSTRAINT "candidate_duplicate_dismissals_profile_a_talent_profiles_id_fk" FOREIGN KEY ("profile_a") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissals" ADD CONSTRAINT "candidate_duplicate_dismissals_profile_b_talent_profiles_id_fk" FOREIGN KEY ("profile_b") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissals" ADD CONSTRAINT "candidate_duplicate_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD CONSTRAINT "candidate_imports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD CONSTRAINT "candidate_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD CONSTRAINT "candidate_imports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_match_keys" ADD CONSTRAINT "candidate_match_keys_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_match_keys" ADD CONSTRAINT "candidate_match_keys_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tags" ADD CONSTRAINT "candidate_tags_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tags" ADD CONSTRAINT "candidate_tags_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tags" ADD CONSTRAINT "candidate_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_download_templates" ADD CONSTRAINT "csv_download_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_download_templates" ADD CONSTRAINT "csv_download_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_candidates" ADD CONSTRAINT "team_candidates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_candidates" ADD CONSTRAINT "team_candidates_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_candidates" ADD CONSTRAINT "team_candidates_gdpr_reviewed_by_users_id_fk" FOREIGN KEY ("gdpr_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_candidates" ADD CONSTRAINT "team_candidates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pdf_settings" ADD CONSTRAINT "team_pdf_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_process_templates" ADD CONSTRAINT "hiring_process_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_process_templates" ADD CONSTRAINT "hiring_process_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_activities_profile_idx" ON "candidate_activities" USING btree ("team_id","profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_activities_team_idx" ON "candidate_activities" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_files_profile_idx" ON "candidate_files" USING btree ("team_id","profile_id");--> statement-breakpoint
CREATE INDEX "candidate_imports_team_idx" ON "candidate_imports" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_match_keys_profile_idx" ON "candidate_match_keys" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "candidate_merges_team_idx" ON "candidate_merges" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_notes_profile_idx" ON "candidate_notes" USING btree ("team_id","profile_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_shares_team_idx" ON "candidate_shares" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_tags_tag_idx" ON "candidate_tags" USING btree ("team_id","tag");--> statement-breakpoint
CREATE INDEX "csv_download_templates_team_idx" ON "csv_download_templates" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_candidates_recent_idx" ON "team_candidates" USING btree ("team_id","created_at" DESC NULLS LAST,"profile_id");--> statement-breakpoint
CREATE INDEX "team_candidates_profile_idx" ON "team_candidates" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "hiring_process_templates_team_idx" ON "hiring_process_templates" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_process_templates_default_key" ON "hiring_process_templates" USING btree ("team_id") WHERE "hiring_process_templates"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_process_templates_name_key" ON "hiring_process_templates" USING btree ("team_id",lower("template_name"));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hiring_process_template_id_hiring_process_templates_id_fk" FOREIGN KEY ("hiring_process_template_id") REFERENCES "public"."hiring_process_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_candidates_stage_idx" ON "project_candidates" USING btree ("project_id","category_id","stage_id","stage_updated_at" DESC NULLS LAST,"profile_id");--> statement-breakpoint
ALTER TABLE "project_candidates" ADD CONSTRAINT "project_candidates_label_check" CHECK ("project_candidates"."stage_label" between 1 and 20);--> statement-breakpoint
ALTER TABLE "project_candidates" ADD CONSTRAINT "project_candidates_engagement_check" CHECK ("project_candidates"."engagement_status" between 1 and 38);--> statement-breakpoint
-- Every candidate a team already works with becomes one of its candidates (all candidates).
INSERT INTO "team_candidates" ("team_id", "profile_id") SELECT "team_id", "id" FROM "talent_profiles" WHERE "team_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "team_candidates" ("team_id", "profile_id") SELECT DISTINCT p."team_id", pc."profile_id" FROM "project_candidates" pc JOIN "projects" p ON p."id" = pc."project_id" ON CONFLICT DO NOTHING;
