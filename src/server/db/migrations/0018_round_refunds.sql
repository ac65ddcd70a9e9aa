ALTER TABLE "game_rounds" ADD COLUMN "began_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "game_rounds_waiting_idx" ON "game_rounds" USING btree ("started_at") WHERE "game_rounds"."began_at" is null and "game_rounds"."refunded_at" is null and "game_rounds"."attempt_id" is null;
--> statement-breakpoint
-- Rounds charged before this migration were charged under the old rule (paid when chosen, never given back):
-- they count as begun, so the sweep never refunds a round that may have been played.
UPDATE "game_rounds" SET "began_at" = "started_at" WHERE "began_at" IS NULL;
