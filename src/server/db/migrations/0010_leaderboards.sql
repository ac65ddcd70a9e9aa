CREATE TABLE "leaderboard_days" (
	"edition" text NOT NULL,
	"character_id" integer NOT NULL,
	"day" date NOT NULL,
	"chars" integer NOT NULL,
	"speed_chars" double precision NOT NULL,
	"speed_ms" double precision NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_days_edition_character_id_day_pk" PRIMARY KEY("edition","character_id","day")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_logs" (
	"hash" text PRIMARY KEY NOT NULL,
	"character_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_typists" (
	"character_id" integer PRIMARY KEY NOT NULL,
	"last_arrival_at" timestamp with time zone,
	"confirmed_wpm" double precision DEFAULT 0 NOT NULL,
	"pending_wpm" double precision,
	"pending_edition" text,
	"pending_day" date,
	"pending_chars" integer,
	"pending_speed_chars" double precision,
	"pending_speed_ms" double precision,
	"last_reason" text,
	"last_reason_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leaderboard_windows" (
	"edition" text NOT NULL,
	"window_days" smallint NOT NULL,
	"character_id" integer NOT NULL,
	"total" integer NOT NULL,
	"total_at" timestamp with time zone NOT NULL,
	"progress" double precision,
	"progress_at" timestamp with time zone,
	"from_wpm" double precision,
	"to_wpm" double precision,
	"hidden" boolean NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_windows_edition_window_days_character_id_pk" PRIMARY KEY("edition","window_days","character_id")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_days" ADD CONSTRAINT "leaderboard_days_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_logs" ADD CONSTRAINT "leaderboard_logs_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_typists" ADD CONSTRAINT "leaderboard_typists_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_windows" ADD CONSTRAINT "leaderboard_windows_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_logs_created_idx" ON "leaderboard_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leaderboard_windows_total_idx" ON "leaderboard_windows" USING btree ("edition","window_days","hidden","total" DESC NULLS LAST,"total_at");--> statement-breakpoint
CREATE INDEX "leaderboard_windows_progress_idx" ON "leaderboard_windows" USING btree ("edition","window_days","hidden","progress" DESC NULLS LAST,"progress_at");--> statement-breakpoint
CREATE INDEX "leaderboard_windows_valid_idx" ON "leaderboard_windows" USING btree ("valid_until");