CREATE TABLE "engage_text_numbers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_text_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"area_code" text NOT NULL,
	"provider_sid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engage_text_optouts" (
	"team_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_text_optouts_team_id_phone_pk" PRIMARY KEY("team_id","phone")
);
--> statement-breakpoint
CREATE TABLE "engage_text_sends" (
	"message_row_id" bigint PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"provider_sid" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_test_texts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "local_test_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid,
	"sid" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_test_texts_sid_check" CHECK ("local_test_texts"."sid" like 'SM%')
);
--> statement-breakpoint
CREATE TABLE "calendar_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"share_status" text DEFAULT 'private' NOT NULL,
	"shared_team_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"link" text,
	"location" text DEFAULT '' NOT NULL,
	"token_secret" text,
	"calendly_user_uri" text,
	"scheduling_url" text,
	"event_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poll_status" text DEFAULT 'untested' NOT NULL,
	"last_error" text,
	"poll_failures" integer DEFAULT 0 NOT NULL,
	"polled_at" timestamp with time zone,
	"events_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_accounts_type_check" CHECK ("calendar_accounts"."type" in ('calendly', 'google', 'outlook', 'other')),
	CONSTRAINT "calendar_accounts_share_check" CHECK ("calendar_accounts"."share_status" in ('private', 'shared')),
	CONSTRAINT "calendar_accounts_poll_check" CHECK ("calendar_accounts"."poll_status" in ('untested', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "meeting_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"period_minutes" integer DEFAULT 30 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_templates_period_check" CHECK ("meeting_templates"."period_minutes" between 5 and 480)
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" bigint NOT NULL,
	"project_id" bigint,
	"thread_id" bigint,
	"template_id" bigint,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"source" text DEFAULT 'invite' NOT NULL,
	"ics_uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"attendee_name" text NOT NULL,
	"attendee_email" text,
	"calendly_event_uri" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_status_check" CHECK ("meetings"."status" in ('scheduled', 'canceled', 'reschedule_later')),
	CONSTRAINT "meetings_source_check" CHECK ("meetings"."source" in ('invite', 'calendly')),
	CONSTRAINT "meetings_duration_check" CHECK ("meetings"."duration_minutes" between 5 and 480)
);
--> statement-breakpoint
ALTER TABLE "engage_inbound" DROP CONSTRAINT "engage_inbound_source_check";--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD COLUMN "channel" text DEFAULT 'Email' NOT NULL;--> statement-breakpoint
ALTER TABLE "engage_text_numbers" ADD CONSTRAINT "engage_text_numbers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_text_numbers" ADD CONSTRAINT "engage_text_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_text_optouts" ADD CONSTRAINT "engage_text_optouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_text_sends" ADD CONSTRAINT "engage_text_sends_message_row_id_engage_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."engage_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_text_sends" ADD CONSTRAINT "engage_text_sends_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_test_texts" ADD CONSTRAINT "local_test_texts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD CONSTRAINT "calendar_accounts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_accounts" ADD CONSTRAINT "calendar_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_templates" ADD CONSTRAINT "meeting_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_templates" ADD CONSTRAINT "meeting_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_thread_id_engage_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."engage_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_template_id_meeting_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."meeting_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engage_text_numbers_user_key" ON "engage_text_numbers" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_text_numbers_phone_key" ON "engage_text_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_text_sends_sid_key" ON "engage_text_sends" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "local_test_texts_team_idx" ON "local_test_texts" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_accounts_user_key" ON "calendar_accounts" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "calendar_accounts_user_idx" ON "calendar_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_templates_team_idx" ON "meeting_templates" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_uid_key" ON "meetings" USING btree ("team_id","ics_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_calendly_key" ON "meetings" USING btree ("team_id","calendly_event_uri","profile_id") WHERE "meetings"."calendly_event_uri" is not null;--> statement-breakpoint
CREATE INDEX "meetings_team_idx" ON "meetings" USING btree ("team_id","start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meetings_profile_idx" ON "meetings" USING btree ("team_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_inbound_text_key" ON "engage_inbound" USING btree ("message_id") WHERE "engage_inbound"."channel" = 'Text';--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_channel_check" CHECK ("engage_inbound"."channel" in ('Email', 'Text'));--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_source_check" CHECK ("engage_inbound"."source" in ('imap', 'local', 'text'));