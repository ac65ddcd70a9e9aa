ALTER TABLE "membership_orders" ADD COLUMN "gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "gift_code_id" integer;