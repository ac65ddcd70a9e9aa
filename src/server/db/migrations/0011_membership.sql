CREATE TABLE "activation_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activation_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"card" text NOT NULL,
	"batch" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"card" text,
	"tier_before" text NOT NULL,
	"tier_after" text NOT NULL,
	"expires_before" timestamp with time zone,
	"expires_after" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"card" text NOT NULL,
	"state" text NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text,
	"payment_url" text,
	"currency" text NOT NULL,
	"list_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount_card_id" integer,
	"discount_percent" integer,
	"created_at" timestamp with time zone NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"membership_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"applied" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"card" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_networks" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"network" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_networks" ADD CONSTRAINT "session_networks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activation_codes_hash" ON "activation_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_events_cause" ON "membership_events" USING btree ("cause");--> statement-breakpoint
CREATE INDEX "membership_events_user_idx" ON "membership_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_orders_no" ON "membership_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "membership_orders_user_idx" ON "membership_orders" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_orders_one_waiting" ON "membership_orders" USING btree ("user_id") WHERE "membership_orders"."state" = 'WAITING_PAYMENT';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_key" ON "payment_notifications" USING btree ("provider","notification_id");