CREATE TABLE "match_applicant_ats_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_applicant_ats_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"applicant_id" bigint NOT NULL,
	"ats_name" text NOT NULL,
	"ats_job_id" text NOT NULL,
	"external_candidate_id" text NOT NULL,
	"external_application_id" text NOT NULL,
	"external_stage_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_ats_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_ats_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"ats_name" text NOT NULL,
	"ats_job_id" text NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"skipped_detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"without_resume" integer DEFAULT 0 NOT NULL,
	"error" text,
	"error_kind" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "match_ats_imports_status_check" CHECK ("match_ats_imports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "match_ats_imports_trigger_check" CHECK ("match_ats_imports"."trigger" in ('manual', 'scheduled'))
);
--> statement-breakpoint
ALTER TABLE "match_applicant_ats_links" ADD CONSTRAINT "match_applicant_ats_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicant_ats_links" ADD CONSTRAINT "match_applicant_ats_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_applicant_ats_links" ADD CONSTRAINT "match_applicant_ats_links_applicant_id_match_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."match_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_ats_imports" ADD CONSTRAINT "match_ats_imports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_ats_imports" ADD CONSTRAINT "match_ats_imports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_ats_imports" ADD CONSTRAINT "match_ats_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_applicant_ats_links_application_key" ON "match_applicant_ats_links" USING btree ("project_id","ats_name","external_application_id");--> statement-breakpoint
CREATE INDEX "match_applicant_ats_links_applicant_idx" ON "match_applicant_ats_links" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "match_ats_imports_project_idx" ON "match_ats_imports" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "match_ats_imports_active_key" ON "match_ats_imports" USING btree ("project_id") WHERE "match_ats_imports"."status" in ('queued', 'running');