ALTER TABLE "return_requests" ADD COLUMN "return_order_id" bigint;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "filed_by_customer_id" bigint;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_return_order_id_orders_id_fk" FOREIGN KEY ("return_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_filed_by_customer_id_customers_id_fk" FOREIGN KEY ("filed_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_return_order_idx" ON "return_requests" USING btree ("return_order_id");--> statement-breakpoint
CREATE INDEX "return_requests_filed_by_idx" ON "return_requests" USING btree ("filed_by_customer_id","id") WHERE "return_requests"."filed_by_customer_id" is not null;