CREATE TABLE "adaptive_chars" (
	"character_id" integer NOT NULL,
	"char" text NOT NULL,
	CONSTRAINT "adaptive_chars_character_id_char_pk" PRIMARY KEY("character_id","char")
);
--> statement-breakpoint
CREATE TABLE "keypad_stats_daily" (
	"character_id" integer NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"misses" integer NOT NULL,
	"timed_hits" integer NOT NULL,
	"time_sum_ms" double precision NOT NULL,
	CONSTRAINT "keypad_stats_daily_character_id_day_key_pk" PRIMARY KEY("character_id","day","key")
);
--> statement-breakpoint
CREATE TABLE "lesson_passes_daily" (
	"character_id" integer NOT NULL,
	"day" date NOT NULL,
	"lesson_slug" text NOT NULL,
	CONSTRAINT "lesson_passes_daily_character_id_day_lesson_slug_pk" PRIMARY KEY("character_id","day","lesson_slug")
);
--> statement-breakpoint
CREATE TABLE "missed_words_daily" (
	"character_id" integer NOT NULL,
	"day" date NOT NULL,
	"word" text NOT NULL,
	"misses" integer NOT NULL,
	CONSTRAINT "missed_words_daily_character_id_day_word_pk" PRIMARY KEY("character_id","day","word")
);
--> statement-breakpoint
CREATE TABLE "practice_finishes" (
	"character_id" integer NOT NULL,
	"practice_id" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_finishes_character_id_practice_id_pk" PRIMARY KEY("character_id","practice_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"up_to_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adaptive_chars" ADD CONSTRAINT "adaptive_chars_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keypad_stats_daily" ADD CONSTRAINT "keypad_stats_daily_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_passes_daily" ADD CONSTRAINT "lesson_passes_daily_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_words_daily" ADD CONSTRAINT "missed_words_daily_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_finishes" ADD CONSTRAINT "practice_finishes_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "lesson_passes_daily" ("character_id", "day", "lesson_slug")
  SELECT DISTINCT "character_id", "day", "lesson_slug" FROM "attempts"
  WHERE "kind" = 'lesson' AND "stars" >= 1 AND "lesson_slug" IS NOT NULL;--> statement-breakpoint
INSERT INTO "missed_words_daily" ("character_id", "day", "word", "misses")
  SELECT a."character_id", a."day", w."word", least(sum(w."misses"), 2147483647)::int
  FROM "attempts" a, jsonb_to_recordset(a."missed_words") AS w("word" text, "misses" int)
  WHERE w."word" IS NOT NULL AND w."misses" IS NOT NULL
  GROUP BY a."character_id", a."day", w."word";--> statement-breakpoint
INSERT INTO "adaptive_chars" ("character_id", "char")
  SELECT DISTINCT a."character_id", c.char FROM "attempts" a, regexp_split_to_table(lower(a."text"), '') AS c(char)
  WHERE a."kind" = 'lesson' AND a."finished" AND a."lesson_slug" LIKE 'adaptive-%' AND c.char <> '';--> statement-breakpoint
INSERT INTO "practice_finishes" ("character_id", "practice_id", "first_at")
  SELECT "character_id", "practice_id", min("created_at") FROM "attempts"
  WHERE "finished" AND "practice_id" IS NOT NULL
  GROUP BY "character_id", "practice_id";--> statement-breakpoint
INSERT INTO "rollup_backfills" ("name", "up_to_id")
  SELECT 'keypad', coalesce(max("id"), 0) FROM "attempts";
