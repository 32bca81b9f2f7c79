CREATE TABLE "integration_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"scope" text NOT NULL,
	"user_id" uuid,
	"owner_key" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credentials" text,
	"stored_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_test" jsonb,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_connections_scope_check" CHECK ("integration_connections"."scope" in ('team', 'user')),
	CONSTRAINT "integration_connections_status_check" CHECK ("integration_connections"."status" in ('connected', 'error', 'disconnected')),
	CONSTRAINT "integration_connections_owner_check" CHECK (("integration_connections"."scope" = 'team' and "integration_connections"."user_id" is null and "integration_connections"."owner_key" = '') or ("integration_connections"."scope" = 'user' and "integration_connections"."user_id" is not null and "integration_connections"."owner_key" = "integration_connections"."user_id"::text))
);
--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_owner_key" ON "integration_connections" USING btree ("team_id","provider_id","owner_key");--> statement-breakpoint
CREATE INDEX "integration_connections_team_idx" ON "integration_connections" USING btree ("team_id");