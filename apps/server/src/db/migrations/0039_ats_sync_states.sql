CREATE TABLE "ats_sync_states" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ats_sync_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"connection_id" uuid NOT NULL,
	"ats_job_id" text NOT NULL,
	"external_application_id" text NOT NULL,
	"category_id" integer,
	"stage_id" integer,
	"ats_stage_id" text,
	"synced_at" timestamp with time zone,
	"push_status" text DEFAULT 'idle' NOT NULL,
	"push_category_id" integer,
	"push_stage_id" integer,
	"push_ats_stage_id" text,
	"push_requested_at" timestamp with time zone,
	"push_attempts" integer DEFAULT 0 NOT NULL,
	"push_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ats_sync_states_push_status_check" CHECK ("ats_sync_states"."push_status" in ('idle', 'pending', 'failed', 'overridden'))
);
--> statement-breakpoint
ALTER TABLE "ats_sync_states" ADD CONSTRAINT "ats_sync_states_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_sync_states" ADD CONSTRAINT "ats_sync_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_sync_states" ADD CONSTRAINT "ats_sync_states_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_sync_states" ADD CONSTRAINT "ats_sync_states_connection_id_integration_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."integration_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ats_sync_states_project_profile_key" ON "ats_sync_states" USING btree ("project_id","profile_id");--> statement-breakpoint
CREATE INDEX "ats_sync_states_team_idx" ON "ats_sync_states" USING btree ("team_id","connection_id");