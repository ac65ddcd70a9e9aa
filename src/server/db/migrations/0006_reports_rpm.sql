ALTER TABLE "daily_totals" ADD COLUMN "rpm_chars" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "daily_totals" AS "d" SET "rpm_chars" = "s"."rpm_chars" FROM (SELECT "character_id", "day", sum("rpm" * "duration_ms" / 60000) AS "rpm_chars" FROM "attempts" GROUP BY "character_id", "day") AS "s" WHERE "d"."character_id" = "s"."character_id" AND "d"."day" = "s"."day";
