CREATE TABLE "project_relations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_relations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"uniq_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ats_name" text,
	"ats_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_views" (
	"user_id" uuid NOT NULL,
	"project_id" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_views_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "work_arrangement" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "employment_type" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "number_of_openings" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "job_location" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "status_before_archive" smallint;--> statement-breakpoint
ALTER TABLE "project_relations" ADD CONSTRAINT "project_relations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_relations" ADD CONSTRAINT "project_relations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_relations" ADD CONSTRAINT "project_relations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_views" ADD CONSTRAINT "project_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_views" ADD CONSTRAINT "project_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_relations_project_idx" ON "project_relations" USING btree ("project_id");