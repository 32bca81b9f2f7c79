CREATE TABLE "sourcing_profile_views" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_profile_views_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "sourcing_profile_views" ADD CONSTRAINT "sourcing_profile_views_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_profile_views" ADD CONSTRAINT "sourcing_profile_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_profile_views" ADD CONSTRAINT "sourcing_profile_views_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sourcing_profile_views_profile_idx" ON "sourcing_profile_views" USING btree ("profile_id");