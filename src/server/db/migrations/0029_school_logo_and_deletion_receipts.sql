CREATE TABLE "deletion_receipts" (
	"receipt_id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"requested_by" text NOT NULL,
	"tables" jsonb NOT NULL,
	"digest" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo" text;