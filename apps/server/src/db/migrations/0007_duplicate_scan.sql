CREATE TABLE "candidate_duplicate_pairs" (
	"team_id" uuid NOT NULL,
	"profile_a" bigint NOT NULL,
	"profile_b" bigint NOT NULL,
	"score" real NOT NULL,
	"reasons" text[] NOT NULL,
	"scan_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_duplicate_pairs_team_id_profile_a_profile_b_pk" PRIMARY KEY("team_id","profile_a","profile_b"),
	CONSTRAINT "candidate_duplicate_pairs_order_check" CHECK ("candidate_duplicate_pairs"."profile_a" < "candidate_duplicate_pairs"."profile_b")
);
--> statement-breakpoint
CREATE TABLE "candidate_duplicate_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_duplicate_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"started_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"pairs_found" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "candidate_duplicate_scans_status_check" CHECK ("candidate_duplicate_scans"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "candidate_duplicate_pairs" ADD CONSTRAINT "candidate_duplicate_pairs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_pairs" ADD CONSTRAINT "candidate_duplicate_pairs_profile_a_talent_profiles_id_fk" FOREIGN KEY ("profile_a") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_pairs" ADD CONSTRAINT "candidate_duplicate_pairs_profile_b_talent_profiles_id_fk" FOREIGN KEY ("profile_b") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_scans" ADD CONSTRAINT "candidate_duplicate_scans_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_scans" ADD CONSTRAINT "candidate_duplicate_scans_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_duplicate_pairs_list_idx" ON "candidate_duplicate_pairs" USING btree ("team_id","score" DESC NULLS LAST,"profile_a","profile_b");--> statement-breakpoint
CREATE INDEX "candidate_duplicate_pairs_b_idx" ON "candidate_duplicate_pairs" USING btree ("team_id","profile_b");--> statement-breakpoint
CREATE INDEX "candidate_duplicate_scans_team_idx" ON "candidate_duplicate_scans" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_duplicate_scans_active_key" ON "candidate_duplicate_scans" USING btree ("team_id") WHERE "candidate_duplicate_scans"."status" in ('pending', 'running');