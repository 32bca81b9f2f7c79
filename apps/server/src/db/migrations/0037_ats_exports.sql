CREATE TABLE "ats_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ats_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"connection_id" uuid NOT NULL,
	"job_id" text DEFAULT '' NOT NULL,
	"job_title" text,
	"stage_id" text,
	"stage_name" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"external_candidate_id" text,
	"external_application_id" text,
	"error" text,
	"error_kind" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ats_exports_status_check" CHECK ("ats_exports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ats_exports" ADD CONSTRAINT "ats_exports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_exports" ADD CONSTRAINT "ats_exports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_exports" ADD CONSTRAINT "ats_exports_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_exports" ADD CONSTRAINT "ats_exports_connection_id_integration_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."integration_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_exports" ADD CONSTRAINT "ats_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ats_exports_connection_profile_job_key" ON "ats_exports" USING btree ("connection_id","profile_id","job_id");--> statement-breakpoint
CREATE INDEX "ats_exports_project_idx" ON "ats_exports" USING btree ("team_id","project_id","updated_at");--> statement-breakpoint
CREATE INDEX "ats_exports_profile_idx" ON "ats_exports" USING btree ("team_id","profile_id");