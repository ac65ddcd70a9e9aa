-- Attempts partitioned by the month of their day (PostgreSQL's declarative partitioning), so an old month can be
-- detached and archived (docs/SCALING.md). The attempts stored so far are not copied: their table becomes one
-- partition, "attempts_history", holding every day before the next month's first; the months after it get a
-- partition each (this migration makes two ahead, the daily job in src/server/attempt/partitions.ts keeps two ahead),
-- and a default partition catches a day beyond them. The key becomes (id, day) and a save's idempotency key is
-- unique per learner and day: a save sent again carries the same day. Attaching the old table scans it once and
-- builds its (id, day) and (user_id, idempotency_key, day) indexes (its key on id alone and its unique index on
-- the learner and key alone are dropped: a partition has no other primary key, and every partition the same
-- rule); the other indexes and foreign keys it has are taken over as they are. Measured on 10 million attempts:
-- BENCHMARKS.md, "Issue 32, stop 17".
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_attempt_id_attempts_id_fk";--> statement-breakpoint
ALTER TABLE "attempts" RENAME TO "attempts_history";--> statement-breakpoint
ALTER TABLE "attempts_history" DROP CONSTRAINT "attempts_pkey";--> statement-breakpoint
ALTER TABLE "attempts_history" RENAME CONSTRAINT "attempts_user_id_users_id_fk" TO "attempts_history_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "attempts_history" RENAME CONSTRAINT "attempts_character_id_characters_id_fk" TO "attempts_history_character_id_characters_id_fk";--> statement-breakpoint
DROP INDEX "attempts_idempotency_key";--> statement-breakpoint
ALTER INDEX "attempts_character_idx" RENAME TO "attempts_history_character_idx";--> statement-breakpoint
ALTER INDEX "attempts_character_day_idx" RENAME TO "attempts_history_character_day_idx";--> statement-breakpoint
ALTER TABLE "attempts_history" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
CREATE TABLE "attempts" (LIKE "attempts_history" INCLUDING DEFAULTS) PARTITION BY RANGE ("day");--> statement-breakpoint
ALTER TABLE "attempts" ALTER COLUMN "id" ADD GENERATED ALWAYS AS IDENTITY (sequence name "attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_id_day_pk" PRIMARY KEY ("id", "day");--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_idempotency_key" ON "attempts" USING btree ("user_id","idempotency_key","day");--> statement-breakpoint
CREATE INDEX "attempts_character_idx" ON "attempts" USING btree ("character_id","id");--> statement-breakpoint
CREATE INDEX "attempts_character_day_idx" ON "attempts" USING btree ("character_id","day");--> statement-breakpoint
DO $$
DECLARE
  next_month date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month')::date;
  first_day date;
BEGIN
  EXECUTE format('ALTER TABLE "attempts" ATTACH PARTITION "attempts_history" FOR VALUES FROM (MINVALUE) TO (%L)', next_month);
  PERFORM setval('attempts_id_seq', coalesce((SELECT max("id") FROM "attempts_history"), 0) + 1, false);
  FOR ahead IN 0..1 LOOP
    first_day := (next_month + make_interval(months => ahead))::date;
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "attempts" FOR VALUES FROM (%L) TO (%L)',
      'attempts_' || to_char(first_day, 'YYYY_MM'),
      first_day,
      (first_day + interval '1 month')::date
    );
  END LOOP;
END $$;--> statement-breakpoint
CREATE TABLE "attempts_default" PARTITION OF "attempts" DEFAULT;
