CREATE TABLE "attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"character_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"lesson_slug" text,
	"game_id" text,
	"practice_id" text,
	"mode" text NOT NULL,
	"text" text NOT NULL,
	"keystrokes" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"finished" boolean NOT NULL,
	"duration_ms" double precision NOT NULL,
	"keystroke_count" integer NOT NULL,
	"correct_chars" integer NOT NULL,
	"wrong_chars" integer NOT NULL,
	"matching_chars" integer NOT NULL,
	"accuracy" double precision NOT NULL,
	"wpm" double precision NOT NULL,
	"raw_wpm" double precision NOT NULL,
	"kpm" double precision NOT NULL,
	"rpm" double precision NOT NULL,
	"score" integer NOT NULL,
	"stars" smallint,
	"missed_words" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "characters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"avatar" text NOT NULL,
	"nickname" text NOT NULL,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_totals" (
	"character_id" integer NOT NULL,
	"day" date NOT NULL,
	"attempts" integer NOT NULL,
	"lesson_attempts" integer NOT NULL,
	"game_rounds" integer NOT NULL,
	"lessons_passed" integer NOT NULL,
	"duration_ms" double precision NOT NULL,
	"keystrokes" integer NOT NULL,
	"correct_chars" integer NOT NULL,
	"wrong_chars" integer NOT NULL,
	"matching_chars" integer NOT NULL,
	"score" integer NOT NULL,
	"best_wpm" double precision NOT NULL,
	CONSTRAINT "daily_totals_character_id_day_pk" PRIMARY KEY("character_id","day")
);
--> statement-breakpoint
CREATE TABLE "key_stats" (
	"character_id" integer NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"misses" integer NOT NULL,
	"timed_hits" integer NOT NULL,
	"time_sum_ms" double precision NOT NULL,
	CONSTRAINT "key_stats_character_id_key_pk" PRIMARY KEY("character_id","key")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"character_id" integer NOT NULL,
	"lesson_slug" text NOT NULL,
	"stars" smallint NOT NULL,
	"best_wpm" double precision NOT NULL,
	"best_accuracy" double precision NOT NULL,
	"best_score" integer NOT NULL,
	"attempts" integer NOT NULL,
	"passed_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_progress_character_id_lesson_slug_pk" PRIMARY KEY("character_id","lesson_slug")
);
--> statement-breakpoint
CREATE TABLE "login_session_keys" (
	"session_key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_user_id" integer,
	"code" text,
	"code_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_session_keys_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"auth_type" text NOT NULL,
	"homepage_config" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"login_type" text NOT NULL,
	"device_id" text NOT NULL,
	"client_type" text,
	"os_type" text,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text,
	"password_hash" text,
	"email" text,
	"phone" text,
	"is_guest" boolean NOT NULL,
	"guest_device_id" text,
	"last_login_type" text NOT NULL,
	"subscription_type" text DEFAULT 'FREE' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"via" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_totals" ADD CONSTRAINT "daily_totals_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_stats" ADD CONSTRAINT "key_stats_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_session_keys" ADD CONSTRAINT "login_session_keys_approved_user_id_users_id_fk" FOREIGN KEY ("approved_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_idempotency_key" ON "attempts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "attempts_character_idx" ON "attempts" USING btree ("character_id","id");--> statement-breakpoint
CREATE INDEX "attempts_character_day_idx" ON "attempts" USING btree ("character_id","day");--> statement-breakpoint
CREATE INDEX "characters_user_idx" ON "characters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_guest_device_idx" ON "users" USING btree ("guest_device_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target","purpose","created_at");