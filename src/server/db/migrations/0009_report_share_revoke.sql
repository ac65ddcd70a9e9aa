ALTER TABLE "report_shares" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "report_shares" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_id_unique" UNIQUE("id");