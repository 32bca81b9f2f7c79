CREATE TABLE "match_jobs" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"persona" jsonb NOT NULL,
	"persona_version" integer DEFAULT 1 NOT NULL,
	"lack_jd" boolean DEFAULT true NOT NULL,
	"match_status" text DEFAULT 'idle' NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"scoring_finished_count" integer DEFAULT 0 NOT NULL,
	"start_scoring_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_jobs_status_check" CHECK ("match_jobs"."match_status" in ('idle', 'scoring', 'done'))
);
--> statement-breakpoint
CREATE TABLE "match_persona_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_persona_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"persona" jsonb NOT NULL,
	"source" text NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_persona_versions_source_check" CHECK ("match_persona_versions"."source" in ('extracted', 'edited'))
);
--> statement-breakpoint
ALTER TABLE "match_jobs" ADD CONSTRAINT "match_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_jobs" ADD CONSTRAINT "match_jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_persona_versions" ADD CONSTRAINT "match_persona_versions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_persona_versions" ADD CONSTRAINT "match_persona_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_persona_versions" ADD CONSTRAINT "match_persona_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_jobs_team_idx" ON "match_jobs" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_persona_versions_project_version_idx" ON "match_persona_versions" USING btree ("project_id","version");