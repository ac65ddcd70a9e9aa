ALTER TABLE "school_teachers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
-- Teachers added before invitations existed keep working for their school.
UPDATE "school_teachers" SET "accepted_at" = "created_at";
