CREATE TABLE "engage_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engage_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" uuid NOT NULL,
	"thread_id" bigint,
	"inbound_id" bigint,
	"profile_id" bigint,
	"mailbox_id" bigint,
	"author_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"smtp_response" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_answers_status_check" CHECK ("engage_answers"."status" in ('scheduled', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "engage_send_attempts" (
	"message_row_id" bigint PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engage_answers" ADD CONSTRAINT "engage_answers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_answers" ADD CONSTRAINT "engage_answers_thread_id_engage_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."engage_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_answers" ADD CONSTRAINT "engage_answers_inbound_id_engage_inbound_id_fk" FOREIGN KEY ("inbound_id") REFERENCES "public"."engage_inbound"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_answers" ADD CONSTRAINT "engage_answers_profile_id_talent_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."talent_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_answers" ADD CONSTRAINT "engage_answers_mailbox_id_engage_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."engage_mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_answers" ADD CONSTRAINT "engage_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engage_answers_message_id_key" ON "engage_answers" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "engage_answers_thread_idx" ON "engage_answers" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "engage_answers_inbound_idx" ON "engage_answers" USING btree ("inbound_id");--> statement-breakpoint
CREATE INDEX "engage_answers_profile_idx" ON "engage_answers" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "engage_answers_due_idx" ON "engage_answers" USING btree ("due_at") WHERE "engage_answers"."status" = 'scheduled';