CREATE TABLE "candidate_offer_approvals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_offer_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"round" smallint NOT NULL,
	"step_order" smallint NOT NULL,
	"kind" text NOT NULL,
	"approver_id" uuid NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "candidate_offer_approvals_decision_check" CHECK ("candidate_offer_approvals"."decision" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "candidate_offer_approvals_kind_check" CHECK ("candidate_offer_approvals"."kind" in ('member', 'project_owner', 'hiring_manager'))
);
--> statement-breakpoint
CREATE TABLE "candidate_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"salary_amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"salary_period" text NOT NULL,
	"bonus_percent" numeric(5, 2),
	"start_date" date,
	"answer_by_date" date,
	"benefits" text DEFAULT '' NOT NULL,
	"signatory" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"approval_round" smallint DEFAULT 0 NOT NULL,
	"engagement_before" smallint DEFAULT 1 NOT NULL,
	"last_comment" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_offers_status_check" CHECK ("candidate_offers"."status" in ('initiated', 'pending_approval', 'approved', 'sent', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "candidate_offers_period_check" CHECK ("candidate_offers"."salary_period" in ('year', 'month', 'hour'))
);
--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
ALTER TABLE "candidate_offer_approvals" ADD CONSTRAINT "candidate_offer_approvals_offer_id_candidate_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."candidate_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_offer_approvals" ADD CONSTRAINT "candidate_offer_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_offers" ADD CONSTRAINT "candidate_offers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_offers" ADD CONSTRAINT "candidate_offers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_offers" ADD CONSTRAINT "candidate_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_offers" ADD CONSTRAINT "candidate_offers_candidate_fk" FOREIGN KEY ("project_id","profile_id") REFERENCES "public"."project_candidates"("project_id","profile_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_offer_approvals_step_key" ON "candidate_offer_approvals" USING btree ("offer_id","round","step_order");--> statement-breakpoint
CREATE INDEX "candidate_offer_approvals_approver_idx" ON "candidate_offer_approvals" USING btree ("approver_id","decision");--> statement-breakpoint
CREATE INDEX "candidate_offers_candidate_idx" ON "candidate_offers" USING btree ("project_id","profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_offers_team_idx" ON "candidate_offers" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_offers_open_key" ON "candidate_offers" USING btree ("project_id","profile_id") WHERE "candidate_offers"."status" not in ('declined', 'withdrawn');--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","team_id","id" DESC NULLS LAST);