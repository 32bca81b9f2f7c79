CREATE TABLE "team_subscriptions" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renews_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"trial_from_plan_id" text,
	"canceled_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"trial_used" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_subscriptions_plan_check" CHECK ("team_subscriptions"."plan_id" in ('starter', 'growth', 'growth-waiver', 'enterprise-e1s', 'enterprise-mid-market', 'enterprise')),
	CONSTRAINT "team_subscriptions_status_check" CHECK ("team_subscriptions"."status" in ('trialing', 'active', 'canceled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "team_subscriptions" ADD CONSTRAINT "team_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;