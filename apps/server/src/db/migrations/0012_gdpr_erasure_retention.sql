CREATE TABLE "gdpr_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"requested_by" uuid,
	"reason" text DEFAULT 'request' NOT NULL,
	"lookup" text,
	"retention_rule_id" bigint,
	"profile_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"team_record_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suppress" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "gdpr_erasures_status_check" CHECK ("gdpr_erasures"."status" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "gdpr_erasures_reason_check" CHECK ("gdpr_erasures"."reason" in ('request', 'retention', 'replay')),
	CONSTRAINT "gdpr_erasures_progress_check" CHECK ("gdpr_erasures"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "gdpr_ledger_applied" (
	"erasure_id" uuid PRIMARY KEY NOT NULL,
	"replayed" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gdpr_suppressions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gdpr_suppressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid,
	"kind" smallint NOT NULL,
	"hash" text NOT NULL,
	"erasure_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gdpr_suppressions_kind_check" CHECK ("gdpr_suppressions"."kind" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "retention_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL,
	"regions" text[] NOT NULL,
	"suppress" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"criteria_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dry_run_count" integer,
	"dry_run_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_rules_months_check" CHECK ("retention_rules"."months" between 1 and 120),
	CONSTRAINT "retention_rules_regions_check" CHECK ("retention_rules"."regions" <@ array['EU', 'EEA', 'UK', 'CH']::text[] and cardinality("retention_rules"."regions") > 0)
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" bigint,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"erased" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"erasure_id" uuid,
	"triggered_by" uuid,
	"run_date" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "retention_runs_kind_check" CHECK ("retention_runs"."kind" in ('dry_run', 'run')),
	CONSTRAINT "retention_runs_status_check" CHECK ("retention_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD COLUMN "suppressed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gdpr_erasures" ADD CONSTRAINT "gdpr_erasures_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_erasures" ADD CONSTRAINT "gdpr_erasures_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_suppressions" ADD CONSTRAINT "gdpr_suppressions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_rule_id_retention_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."retention_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gdpr_erasures_team_idx" ON "gdpr_erasures" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gdpr_suppressions_key" ON "gdpr_suppressions" USING btree (coalesce("team_id", '00000000-0000-0000-0000-000000000000'::uuid),"kind","hash");--> statement-breakpoint
CREATE INDEX "gdpr_suppressions_hash_idx" ON "gdpr_suppressions" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "retention_rules_team_idx" ON "retention_rules" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "retention_rules_enabled_idx" ON "retention_rules" USING btree ("id") WHERE "retention_rules"."enabled";--> statement-breakpoint
CREATE INDEX "retention_runs_rule_idx" ON "retention_runs" USING btree ("rule_id","started_at");--> statement-breakpoint
CREATE INDEX "retention_runs_team_idx" ON "retention_runs" USING btree ("team_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_runs_night_key" ON "retention_runs" USING btree ("rule_id","run_date") WHERE "retention_runs"."kind" = 'run' and "retention_runs"."run_date" is not null;