CREATE TABLE "key_stats_daily" (
	"character_id" integer NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"misses" integer NOT NULL,
	"timed_hits" integer NOT NULL,
	"time_sum_ms" double precision NOT NULL,
	CONSTRAINT "key_stats_daily_character_id_day_key_pk" PRIMARY KEY("character_id","day","key")
);
--> statement-breakpoint
ALTER TABLE "key_stats_daily" ADD CONSTRAINT "key_stats_daily_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;