ALTER TABLE "candidate_shares" ADD COLUMN "includes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_shares" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_shares" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_shares_profiles_idx" ON "candidate_shares" USING gin ("profile_ids");--> statement-breakpoint
ALTER TABLE "candidate_shares" ADD CONSTRAINT "candidate_shares_includes_check" CHECK ("candidate_shares"."includes" <@ array['compensation', 'visa', 'workAuthorization', 'clearance']::text[]);