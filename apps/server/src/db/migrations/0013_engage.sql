CREATE TABLE "engage_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"project_id" bigint,
	"name" text NOT NULL,
	"campaign_type" smallint DEFAULT 0 NOT NULL,
	"channel" text DEFAULT 'Email' NOT NULL,
	"create_source" text,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT true NOT NULL,
	"text_version" smallint DEFAULT 1 NOT NULL,
	"schedule_timezone" text DEFAULT 'UTC' NOT NULL,
	"sending_window" jsonb DEFAULT '{"days":[1,2,3,4,5],"start":"08:00","end":"18:00"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "engage_campaigns_type_check" CHECK ("engage_campaigns"."campaign_type" in (0, 1)),
	CONSTRAINT "engage_campaigns_channel_check" CHECK ("engage_campaigns"."channel" in ('Email', 'Text')),
	CONSTRAINT "engage_campaigns_status_check" CHECK ("engage_campaigns"."status" in ('draft', 'ongoing', 'paused', 'finished', 'cancelled')),
	CONSTRAINT "engage_campaigns_source_check" CHECK ("engage_campaigns"."create_source" is null or "engage_campaigns"."create_source" in ('OPEN-API', 'ATS', 'APPLICANT_MATCH', 'JOB_BOARD'))
);
--> statement-breakpoint
CREATE TABLE "engage_delegations" (
	"team_id" uuid NOT NULL,
	"grantor_user_id" uuid NOT NULL,
	"delegate_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_delegations_team_id_grantor_user_id_delegate_user_id_pk" PRIMARY KEY("team_id","grantor_user_id","delegate_user_id"),
	CONSTRAINT "engage_delegations_self_check" CHECK ("engage_delegations"."grantor_user_id" <> "engage_delegations"."delegate_user_id")
);
--> statement-breakpoint
CREATE TABLE "engage_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"message_row_id" bigint NOT NULL,
	"thread_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_events_kind_check" CHECK ("engage_events"."kind" in ('delivered', 'open', 'click', 'unsubscribe', 'bounce'))
);
--> statement-breakpoint
CREATE TABLE "engage_mailbox_days" (
	"mailbox_id" bigint NOT NULL,
	"day" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engage_mailbox_days_mailbox_id_day_pk" PRIMARY KEY("mailbox_id","day")
);
--> statement-breakpoint
CREATE TABLE "engage_mailboxes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_mailboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text DEFAULT 'smtp' NOT NULL,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_security" text,
	"smtp_user" text,
	"secret" text,
	"daily_cap" integer DEFAULT 400 NOT NULL,
	"min_spacing_seconds" integer DEFAULT 45 NOT NULL,
	"next_send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'untested' NOT NULL,
	"last_tested_at" timestamp with time zone,
	"last_test_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_mailboxes_provider_check" CHECK ("engage_mailboxes"."provider" in ('smtp', 'local', 'gmail', 'outlook')),
	CONSTRAINT "engage_mailboxes_security_check" CHECK ("engage_mailboxes"."smtp_security" is null or "engage_mailboxes"."smtp_security" in ('tls', 'starttls', 'none')),
	CONSTRAINT "engage_mailboxes_status_check" CHECK ("engage_mailboxes"."status" in ('untested', 'ok', 'failed')),
	CONSTRAINT "engage_mailboxes_cap_check" CHECK ("engage_mailboxes"."daily_cap" between 1 and 100000),
	CONSTRAINT "engage_mailboxes_spacing_check" CHECK ("engage_mailboxes"."min_spacing_seconds" between 0 and 86400)
);
--> statement-breakpoint
CREATE TABLE "engage_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"thread_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"step" smallint NOT NULL,
	"channel" text DEFAULT 'Email' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"message_id" text NOT NULL,
	"subject" text,
	"body" text,
	"mailbox_id" bigint,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"smtp_response" text,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_messages_status_check" CHECK ("engage_messages"."status" in ('scheduled', 'sending', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "engage_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"campaign_id" bigint NOT NULL,
	"step" smallint NOT NULL,
	"channel" text DEFAULT 'Email' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"delay_type" text DEFAULT 'WEEKDAYS' NOT NULL,
	"delay_seconds" integer DEFAULT 259200 NOT NULL,
	"email_template_id" bigint,
	"followup_type" text DEFAULT 'SAME_THREAD' NOT NULL,
	"track_open" boolean DEFAULT true NOT NULL,
	"track_link" boolean DEFAULT true NOT NULL,
	"meeting_duration_minutes" smallint,
	"newsletter_json" jsonb,
	"customized_poll" jsonb,
	CONSTRAINT "engage_steps_step_check" CHECK ("engage_steps"."step" between 1 and 50),
	CONSTRAINT "engage_steps_channel_check" CHECK ("engage_steps"."channel" in ('Email', 'Text')),
	CONSTRAINT "engage_steps_delay_type_check" CHECK ("engage_steps"."delay_type" in ('WEEKDAYS', 'DAYS')),
	CONSTRAINT "engage_steps_delay_check" CHECK ("engage_steps"."delay_seconds" >= 0),
	CONSTRAINT "engage_steps_followup_check" CHECK ("engage_steps"."followup_type" in ('SAME_THREAD', 'NEW_THREAD'))
);
--> statement-breakpoint
CREATE TABLE "engage_suppressions" (
	"team_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"message_row_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_suppressions_team_id_email_pk" PRIMARY KEY("team_id","email"),
	CONSTRAINT "engage_suppressions_reason_check" CHECK ("engage_suppressions"."reason" in ('unsubscribed', 'bounced', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "engage_team_settings" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"sending_window" jsonb DEFAULT '{"days":[1,2,3,4,5],"start":"08:00","end":"18:00"}'::jsonb NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"daily_cap" integer DEFAULT 400 NOT NULL,
	"min_spacing_seconds" integer DEFAULT 45 NOT NULL,
	"privacy_notice" text,
	"unsubscribe_footer" text,
	"tracking_domain" text,
	"allow_private_hosts" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_team_settings_cap_check" CHECK ("engage_team_settings"."daily_cap" between 1 and 100000),
	CONSTRAINT "engage_team_settings_spacing_check" CHECK ("engage_team_settings"."min_spacing_seconds" between 0 and 86400)
);
--> statement-breakpoint
CREATE TABLE "engage_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"shared" boolean DEFAULT true NOT NULL,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "engage_threads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"campaign_id" bigint NOT NULL,
	"project_id" bigint,
	"profile_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"recipient_phone" text,
	"needs_privacy_notice" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"cancel_reason" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_bounced" boolean DEFAULT false NOT NULL,
	"is_clicked" boolean DEFAULT false NOT NULL,
	"is_delivered" boolean DEFAULT false NOT NULL,
	"is_opened" boolean DEFAULT false NOT NULL,
	"is_replied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_threads_status_check" CHECK ("engage_threads"."status" in ('ongoing', 'cancelled', 'failed', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "local_test_mail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "local_test_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid,
	"envelope_from" text,
	"envelope_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"message_id" text,
	"subject" text,
	"raw" text NOT NULL,
	"size" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engage_campaigns" ADD CONSTRAINT "engage_campaigns_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_campaigns" ADD CONSTRAINT "engage_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_campaigns" ADD CONSTRAINT "engage_campaigns_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_campaigns" ADD CONSTRAINT "engage_campaigns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_delegations" ADD CONSTRAINT "engage_delegations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_delegations" ADD CONSTRAINT "engage_delegations_grantor_user_id_users_id_fk" FOREIGN KEY ("grantor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_delegations" ADD CONSTRAINT "engage_delegations_delegate_user_id_users_id_fk" FOREIGN KEY ("delegate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_events" ADD CONSTRAINT "engage_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_events" ADD CONSTRAINT "engage_events_message_row_id_engage_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."engage_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_events" ADD CONSTRAINT "engage_events_thread_id_engage_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."engage_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_mailbox_days" ADD CONSTRAINT "engage_mailbox_days_mailbox_id_engage_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."engage_mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD CONSTRAINT "engage_mailboxes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD CONSTRAINT "engage_mailboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_messages" ADD CONSTRAINT "engage_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_messages" ADD CONSTRAINT "engage_messages_thread_id_engage_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."engage_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_messages" ADD CONSTRAINT "engage_messages_campaign_id_engage_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."engage_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_messages" ADD CONSTRAINT "engage_messages_mailbox_id_engage_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."engage_mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_steps" ADD CONSTRAINT "engage_steps_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_steps" ADD CONSTRAINT "engage_steps_campaign_id_engage_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."engage_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_steps" ADD CONSTRAINT "engage_steps_email_template_id_engage_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."engage_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_suppressions" ADD CONSTRAINT "engage_suppressions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_suppressions" ADD CONSTRAINT "engage_suppressions_message_row_id_engage_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."engage_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_team_settings" ADD CONSTRAINT "engage_team_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_team_settings" ADD CONSTRAINT "engage_team_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_templates" ADD CONSTRAINT "engage_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_templates" ADD CONSTRAINT "engage_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_threads" ADD CONSTRAINT "engage_threads_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_threads" ADD CONSTRAINT "engage_threads_campaign_id_engage_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."engage_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_threads" ADD CONSTRAINT "engage_threads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_threads" ADD CONSTRAINT "engage_threads_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_threads" ADD CONSTRAINT "engage_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_test_mail" ADD CONSTRAINT "local_test_mail_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engage_campaigns_team_idx" ON "engage_campaigns" USING btree ("team_id","is_archived","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "engage_campaigns_project_idx" ON "engage_campaigns" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "engage_delegations_delegate_idx" ON "engage_delegations" USING btree ("team_id","delegate_user_id");--> statement-breakpoint
CREATE INDEX "engage_events_message_idx" ON "engage_events" USING btree ("message_row_id","kind");--> statement-breakpoint
CREATE INDEX "engage_events_team_idx" ON "engage_events" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "engage_mailboxes_user_key" ON "engage_mailboxes" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_messages_thread_step_key" ON "engage_messages" USING btree ("thread_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_messages_message_id_key" ON "engage_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "engage_messages_due_idx" ON "engage_messages" USING btree ("due_at") WHERE "engage_messages"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "engage_messages_campaign_idx" ON "engage_messages" USING btree ("campaign_id","step","status");--> statement-breakpoint
CREATE INDEX "engage_messages_team_idx" ON "engage_messages" USING btree ("team_id","due_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "engage_steps_campaign_key" ON "engage_steps" USING btree ("campaign_id","step");--> statement-breakpoint
CREATE INDEX "engage_templates_team_idx" ON "engage_templates" USING btree ("team_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "engage_threads_campaign_key" ON "engage_threads" USING btree ("campaign_id","profile_id");--> statement-breakpoint
CREATE INDEX "engage_threads_active_idx" ON "engage_threads" USING btree ("team_id","profile_id") WHERE "engage_threads"."is_active";--> statement-breakpoint
CREATE INDEX "engage_threads_team_idx" ON "engage_threads" USING btree ("team_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "engage_threads_email_idx" ON "engage_threads" USING btree ("team_id","recipient_email") WHERE "engage_threads"."is_active";--> statement-breakpoint
CREATE INDEX "local_test_mail_team_idx" ON "local_test_mail" USING btree ("team_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "local_test_mail_message_id_idx" ON "local_test_mail" USING btree ("message_id");