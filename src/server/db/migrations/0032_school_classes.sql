CREATE TABLE "school_classes" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL
);
--> statement-breakpoint
-- Which school holds a class moves from the groups resource's row to the schools resource's own table.
INSERT INTO "school_classes" ("group_id", "school_id")
SELECT "id", "school_id" FROM "groups" WHERE "school_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "groups" DROP CONSTRAINT "groups_school_id_schools_id_fk";
--> statement-breakpoint
DROP INDEX "groups_school_idx";--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_classes_school_idx" ON "school_classes" USING btree ("school_id");--> statement-breakpoint
ALTER TABLE "groups" DROP COLUMN "school_id";--> statement-breakpoint
-- A class lives and dies with its school, as the dropped column's cascade made it: a class's row here deleted
-- with its school deletes the class (its members, assignments and study with it). A class deleted first takes
-- its row here with it, and then finds nothing more to delete.
CREATE FUNCTION "school_classes_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "groups" WHERE "id" IN (SELECT "group_id" FROM "gone");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "school_classes_deleted" AFTER DELETE ON "school_classes"
REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "school_classes_deleted"();
