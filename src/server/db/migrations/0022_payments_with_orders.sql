DELETE FROM "payment_notifications" WHERE "order_no" NOT IN (SELECT "order_no" FROM "membership_orders");--> statement-breakpoint
DELETE FROM "sandbox_payments" WHERE "order_no" NOT IN (SELECT "order_no" FROM "membership_orders");--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_no_membership_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."membership_orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_no_membership_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."membership_orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_no");