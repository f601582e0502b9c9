DROP INDEX "addresses_customer_kind_idx";--> statement-breakpoint
DROP INDEX "payouts_customer_idx";--> statement-breakpoint
DROP INDEX "repayments_customer_delivered_idx";--> statement-breakpoint
DROP INDEX "invoices_customer_idx";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "addresses_customer_kind_idx" ON "addresses" USING btree ("customer_id","kind","is_default","id");--> statement-breakpoint
CREATE INDEX "payouts_customer_idx" ON "payouts" USING btree ("customer_id","id","test_mode");--> statement-breakpoint
CREATE INDEX "repayments_customer_delivered_idx" ON "repayments" USING btree ("customer_id","delivered_at","id","test_mode","status","order_id","awb");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","issue_date","id","kind");--> statement-breakpoint
-- Appended by hand: the mode of the repayments and payouts made before, from their orders (a payout's
-- batch never mixes test and live orders), so that an API key's lists filter on their own rows.
UPDATE "repayments" r SET "test_mode" = true FROM "orders" o WHERE o."id" = r."order_id" AND o."test_mode";--> statement-breakpoint
UPDATE "payouts" p SET "test_mode" = true
	WHERE EXISTS (SELECT 1 FROM "repayments" r WHERE r."payout_id" = p."id" AND r."test_mode");
