CREATE TABLE "notebook_entries" (
	"character_id" integer NOT NULL,
	"mode" text NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"misses" integer NOT NULL,
	"streak" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notebook_entries_character_id_mode_token_pk" PRIMARY KEY("character_id","mode","token")
);
--> statement-breakpoint
CREATE TABLE "notebook_state" (
	"character_id" integer PRIMARY KEY NOT NULL,
	"word_loop_count" integer NOT NULL,
	"clear_after" integer NOT NULL,
	"last_attempt_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD CONSTRAINT "notebook_entries_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_state" ADD CONSTRAINT "notebook_state_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;