CREATE TABLE "guidance_configs" (
	"guidance_name" text PRIMARY KEY NOT NULL,
	"tutorial_type" text NOT NULL,
	"route" text NOT NULL,
	"expired_utc_date" timestamp with time zone,
	"appears_once" boolean DEFAULT true NOT NULL,
	"skip_update_redux" boolean DEFAULT false NOT NULL,
	"priority" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"min_plan" text NOT NULL,
	"max_plan" text NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guidance_configs_priority_check" CHECK ("guidance_configs"."priority" between 701 and 1000),
	CONSTRAINT "guidance_configs_expiry_check" CHECK ("guidance_configs"."expired_utc_date" is null or "guidance_configs"."expired_utc_date" > timestamptz '2023-01-01 00:00:00+00')
);
--> statement-breakpoint
CREATE TABLE "guidance_states" (
	"user_id" uuid NOT NULL,
	"guidance_name" text NOT NULL,
	"seen_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"feedback" text DEFAULT 'NO_FEEDBACK' NOT NULL,
	"feedback_at" timestamp with time zone,
	CONSTRAINT "guidance_states_user_id_guidance_name_pk" PRIMARY KEY("user_id","guidance_name"),
	CONSTRAINT "guidance_states_feedback_check" CHECK ("guidance_states"."feedback" in ('NO_FEEDBACK', 'HELPFUL', 'NOT_HELPFUL'))
);
--> statement-breakpoint
ALTER TABLE "guidance_states" ADD CONSTRAINT "guidance_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_states" ADD CONSTRAINT "guidance_states_guidance_name_guidance_configs_guidance_name_fk" FOREIGN KEY ("guidance_name") REFERENCES "public"."guidance_configs"("guidance_name") ON DELETE cascade ON UPDATE no action;