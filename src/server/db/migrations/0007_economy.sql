CREATE TABLE "discount_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"percent" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"character_id" integer,
	"user_id" integer,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"order_ref" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discount_cards_percent_check" CHECK ("discount_cards"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "economy_balances" (
	"character_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"crystals" integer DEFAULT 0 NOT NULL,
	"empty_draws" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "economy_balances_points_check" CHECK ("economy_balances"."points" >= 0),
	CONSTRAINT "economy_balances_crystals_check" CHECK ("economy_balances"."crystals" >= 0)
);
--> statement-breakpoint
CREATE TABLE "economy_days" (
	"character_id" integer NOT NULL,
	"day" date NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"draws" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "economy_days_character_id_day_pk" PRIMARY KEY("character_id","day")
);
--> statement-breakpoint
CREATE TABLE "economy_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "economy_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"character_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"round_id" uuid
);
--> statement-breakpoint
CREATE TABLE "economy_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "economy_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"character_id" integer NOT NULL,
	"currency" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"subject" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"character_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"round_key" text NOT NULL,
	"cost" integer NOT NULL,
	"items" text[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"attempt_id" integer
);
--> statement-breakpoint
ALTER TABLE "discount_cards" ADD CONSTRAINT "discount_cards_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_cards" ADD CONSTRAINT "discount_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economy_balances" ADD CONSTRAINT "economy_balances_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economy_days" ADD CONSTRAINT "economy_days_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economy_items" ADD CONSTRAINT "economy_items_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economy_ledger" ADD CONSTRAINT "economy_ledger_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_cards_code" ON "discount_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_cards_character_idx" ON "discount_cards" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "economy_items_character_idx" ON "economy_items" USING btree ("character_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "economy_ledger_key" ON "economy_ledger" USING btree ("character_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "economy_ledger_character_idx" ON "economy_ledger" USING btree ("character_id","currency","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_key" ON "game_rounds" USING btree ("character_id","round_key");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_attempt" ON "game_rounds" USING btree ("attempt_id");