ALTER TABLE "economy_balances" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "economy_balances" ADD COLUMN "next_time_zone" text;--> statement-breakpoint
ALTER TABLE "economy_balances" ADD COLUMN "next_zone_from" date;--> statement-breakpoint
ALTER TABLE "economy_balances" ADD COLUMN "last_day" date;--> statement-breakpoint
UPDATE "economy_balances" SET "time_zone" = "characters"."time_zone" FROM "characters" WHERE "characters"."id" = "economy_balances"."character_id";--> statement-breakpoint
UPDATE "economy_balances" SET "last_day" = (SELECT max("day") FROM "economy_days" WHERE "economy_days"."character_id" = "economy_balances"."character_id");
