CREATE TABLE "leaderboard_buckets" (
	"edition" text NOT NULL,
	"window_days" smallint NOT NULL,
	"board" text NOT NULL,
	"bucket" integer NOT NULL,
	"entrants" integer NOT NULL,
	CONSTRAINT "leaderboard_buckets_edition_window_days_board_bucket_pk" PRIMARY KEY("edition","window_days","board","bucket")
);
--> statement-breakpoint
DROP INDEX "leaderboard_windows_total_idx";--> statement-breakpoint
DROP INDEX "leaderboard_windows_progress_idx";--> statement-breakpoint
ALTER TABLE "leaderboard_windows" ADD COLUMN "total_bucket" integer GENERATED ALWAYS AS (floor(ln(1 + abs(total)::float8) * 100)::int) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_windows" ADD COLUMN "progress_bucket" integer GENERATED ALWAYS AS (floor(ln(1 + abs(progress)::float8) * 100)::int) STORED;--> statement-breakpoint
CREATE INDEX "leaderboard_windows_total_idx" ON "leaderboard_windows" USING btree ("edition","window_days","hidden","total_bucket" DESC NULLS LAST,"total" DESC NULLS LAST,"total_at","character_id");--> statement-breakpoint
CREATE INDEX "leaderboard_windows_progress_idx" ON "leaderboard_windows" USING btree ("edition","window_days","hidden","progress_bucket" DESC NULLS LAST,"progress" DESC NULLS LAST,"progress_at","character_id");--> statement-breakpoint
-- The public boards' bucket counts of the window rows already there (docs/METRICS.md, "How boards are kept").
INSERT INTO "leaderboard_buckets" ("edition", "window_days", "board", "bucket", "entrants")
SELECT "edition", "window_days", 'total', "total_bucket", count(*)::int FROM "leaderboard_windows"
WHERE NOT "hidden" AND "total" > 0 GROUP BY 1, 2, 3, 4
UNION ALL
SELECT "edition", "window_days", 'progress', "progress_bucket", count(*)::int FROM "leaderboard_windows"
WHERE NOT "hidden" AND "progress" IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Window rows deleted (a character deleted, or the sweep removing emptied rows, which count on no board) leave
-- the counts in the same statement. Rewrites keep the counts themselves (src/server/leaderboard/windows.ts).
CREATE FUNCTION "leaderboard_windows_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "leaderboard_buckets" AS b ("edition", "window_days", "board", "bucket", "entrants")
  SELECT "edition", "window_days", "board", "bucket", -count(*)::int FROM (
    SELECT "edition", "window_days", 'total' AS "board", "total_bucket" AS "bucket" FROM "gone"
    WHERE NOT "hidden" AND "total" > 0
    UNION ALL
    SELECT "edition", "window_days", 'progress', "progress_bucket" FROM "gone"
    WHERE NOT "hidden" AND "progress" IS NOT NULL
  ) AS "left_board"
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("edition", "window_days", "board", "bucket")
  DO UPDATE SET "entrants" = b."entrants" + excluded."entrants";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leaderboard_windows_deleted" AFTER DELETE ON "leaderboard_windows"
REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_windows_deleted"();
