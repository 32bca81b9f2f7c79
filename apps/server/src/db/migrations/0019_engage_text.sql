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
ALTER TABLE "engage_inbound" DROP CONSTRAINT "engage_inbound_source_check";--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD COLUMN "channel" text DEFAULT 'Email' NOT NULL;--> statement-breakpoint
ALTER TABLE "engage_text_numbers" ADD CONSTRAINT "engage_text_numbers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_text_numbers" ADD CONSTRAINT "engage_text_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_text_optouts" ADD CONSTRAINT "engage_text_optouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_text_sends" ADD CONSTRAINT "engage_text_sends_message_row_id_engage_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."engage_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_text_sends" ADD CONSTRAINT "engage_text_sends_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_test_texts" ADD CONSTRAINT "local_test_texts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engage_text_numbers_user_key" ON "engage_text_numbers" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_text_numbers_phone_key" ON "engage_text_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_text_sends_sid_key" ON "engage_text_sends" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "local_test_texts_team_idx" ON "local_test_texts" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "engage_inbound_text_key" ON "engage_inbound" USING btree ("message_id") WHERE "engage_inbound"."channel" = 'Text';--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_channel_check" CHECK ("engage_inbound"."channel" in ('Email', 'Text'));--> statement-breakpoint
ALTER TABLE "engage_inbound" ADD CONSTRAINT "engage_inbound_source_check" CHECK ("engage_inbound"."source" in ('imap', 'local', 'text'));