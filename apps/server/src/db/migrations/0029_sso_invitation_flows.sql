CREATE TABLE "sso_invitation_flows" (
	"flow_hash" text PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"invitation_token_hash" text NOT NULL,
	"invitation_token_sealed" text NOT NULL,
	"protocol" text NOT NULL,
	"state_hash" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_invitation_flows" ADD CONSTRAINT "sso_invitation_flows_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;