CREATE TABLE "candidate_custom_values" (
	"team_id" uuid NOT NULL,
	"profile_id" bigint NOT NULL,
	"field_id" bigint NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_custom_values_team_id_profile_id_field_id_pk" PRIMARY KEY("team_id","profile_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "custom_field_definitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"help_text" text,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_definitions_entity_check" CHECK ("custom_field_definitions"."entity" in ('candidate', 'project')),
	CONSTRAINT "custom_field_definitions_type_check" CHECK ("custom_field_definitions"."type" in ('text', 'number', 'date', 'single_select', 'multi_select', 'yes_no', 'url'))
);
--> statement-breakpoint
CREATE TABLE "project_custom_values" (
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"field_id" bigint NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_custom_values_project_id_field_id_pk" PRIMARY KEY("project_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "team_tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text,
	"description" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_tags_name_check" CHECK (length("team_tags"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "candidate_custom_values" ADD CONSTRAINT "candidate_custom_values_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_custom_values" ADD CONSTRAINT "candidate_custom_values_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_custom_values" ADD CONSTRAINT "candidate_custom_values_field_id_custom_field_definitions_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_field_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_custom_values" ADD CONSTRAINT "candidate_custom_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_definitions" ADD CONSTRAINT "custom_field_definitions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_definitions" ADD CONSTRAINT "custom_field_definitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_custom_values" ADD CONSTRAINT "project_custom_values_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_custom_values" ADD CONSTRAINT "project_custom_values_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_custom_values" ADD CONSTRAINT "project_custom_values_field_id_custom_field_definitions_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_field_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_custom_values" ADD CONSTRAINT "project_custom_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_tags" ADD CONSTRAINT "team_tags_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_tags" ADD CONSTRAINT "team_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_custom_values_field_idx" ON "candidate_custom_values" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "candidate_custom_values_profile_idx" ON "candidate_custom_values" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "custom_field_definitions_team_idx" ON "custom_field_definitions" USING btree ("team_id","entity","position");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_definitions_name_key" ON "custom_field_definitions" USING btree ("team_id","entity",lower("name")) WHERE "custom_field_definitions"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "project_custom_values_field_idx" ON "project_custom_values" USING btree ("field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_tags_name_key" ON "team_tags" USING btree ("team_id",lower("name"));