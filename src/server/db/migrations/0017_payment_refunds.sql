CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"order_state" text NOT NULL,
	"state" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment" ON "payment_refunds" USING btree ("provider","payment_ref");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_no");