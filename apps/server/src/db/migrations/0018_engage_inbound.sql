CREATE TABLE "engage_inbound" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_inbound_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"mailbox_id" bigint,
	"thread_id" bigint,
	"message_row_id" bigint,
	"profile_id" bigint,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"intent" text,
	"match_note" text,
	"message_id" text,
	"in_reply_to" text,
	"from_address" text,
	"from_name" text,
	"to_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text,
	"text_body" text,
	"bounced_address" text,
	"bounce_status" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"imap_uid" bigint,
	"is_read" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_inbound_source_check" CHECK ("engage_inbound"."source" in ('imap', 'local')),
	CONSTRAINT "engage_inbound_kind_check" CHECK ("engage_inbound"."kind" in ('reply', 'auto_reply', 'bounce_hard', 'bounce_soft'))
);
--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_host" text;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_port" integer;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_security" text;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_user" text;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_secret" text;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_status" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_last_error" text;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_next_poll_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_uid_validity" text;--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD COLUMN "imap_last_uid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_mailbox_id_engage_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."engage_mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_thread_id_engage_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."engage_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_message_row_id_engage_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."engage_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engage_inbound_message_key" ON "engage_inbound" USING btree ("mailbox_id","message_id");--> statement-breakpoint
CREATE INDEX "engage_inbound_team_idx" ON "engage_inbound" USING btree ("team_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "engage_inbound_thread_idx" ON "engage_inbound" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "engage_inbound_profile_idx" ON "engage_inbound" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "engage_mailboxes_poll_idx" ON "engage_mailboxes" USING btree ("imap_next_poll_at") WHERE "engage_mailboxes"."imap_status" <> 'off';--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD CONSTRAINT "engage_mailboxes_imap_security_check" CHECK ("engage_mailboxes"."imap_security" is null or "engage_mailboxes"."imap_security" in ('tls', 'starttls', 'none'));--> statement-breakpoint
ALTER TABLE "engage_mailboxes" ADD CONSTRAINT "engage_mailboxes_imap_status_check" CHECK ("engage_mailboxes"."imap_status" in ('off', 'untested', 'ok', 'failed'));