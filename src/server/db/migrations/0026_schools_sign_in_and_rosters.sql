CREATE TABLE "roster_classes" (
	"school_id" integer NOT NULL,
	"sourced_id" text NOT NULL,
	"group_id" integer NOT NULL,
	"org_sourced_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_classes_school_id_sourced_id_pk" PRIMARY KEY("school_id","sourced_id")
);
--> statement-breakpoint
CREATE TABLE "roster_users" (
	"school_id" integer NOT NULL,
	"sourced_id" text NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"character_id" integer NOT NULL,
	"login_key" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_users_school_id_sourced_id_pk" PRIMARY KEY("school_id","sourced_id")
);
--> statement-breakpoint
CREATE TABLE "sso_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"binding_hash" text NOT NULL,
	"redirect" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"tenants" text[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_session_keys" ADD COLUMN "login_type" text DEFAULT 'wechat' NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_classes" ADD CONSTRAINT "roster_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_classes" ADD CONSTRAINT "roster_classes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_users" ADD CONSTRAINT "roster_users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_users" ADD CONSTRAINT "roster_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_users" ADD CONSTRAINT "roster_users_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_flows" ADD CONSTRAINT "sso_flows_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_users_login_idx" ON "roster_users" USING btree ("school_id","login_key");--> statement-breakpoint
CREATE INDEX "roster_users_character_idx" ON "roster_users" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_providers_school_idx" ON "sso_providers" USING btree ("school_id");