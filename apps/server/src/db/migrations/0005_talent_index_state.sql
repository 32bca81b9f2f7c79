CREATE TABLE "talent_index_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"terms_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_index_state_single_row" CHECK ("talent_index_state"."id" = 1)
);
