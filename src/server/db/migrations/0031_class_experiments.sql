CREATE TABLE "attempt_arms" (
	"attempt_id" integer NOT NULL,
	"attempt_day" date NOT NULL,
	"character_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"arm" text NOT NULL,
	CONSTRAINT "attempt_arms_attempt_id_attempt_day_pk" PRIMARY KEY("attempt_id","attempt_day")
);
--> statement-breakpoint
CREATE TABLE "class_experiments" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"arm" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_arms" ADD CONSTRAINT "attempt_arms_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_arms" ADD CONSTRAINT "attempt_arms_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_experiments" ADD CONSTRAINT "class_experiments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_arms_group_idx" ON "attempt_arms" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "attempt_arms_character_idx" ON "attempt_arms" USING btree ("character_id");