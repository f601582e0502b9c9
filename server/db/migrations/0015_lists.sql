CREATE TABLE "order_counts" (
	"customer_id" bigint NOT NULL,
	"test_mode" boolean NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "order_counts_customer_id_test_mode_pk" PRIMARY KEY("customer_id","test_mode")
);
--> statement-breakpoint
DROP INDEX "invoices_customer_idx";--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_mode_idx" ON "orders" USING btree ("customer_id","test_mode","id");--> statement-breakpoint
CREATE INDEX "repayments_customer_delivered_idx" ON "repayments" USING btree ("customer_id","delivered_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","issue_date","id");--> statement-breakpoint
-- Appended by hand: the triggers that keep order_counts (schema-orders.ts), and its first figures.
-- Per statement, from its transition tables: a statement that inserts, deletes or moves many orders
-- (a retention sweep, an account's erasure) changes each count once, not once per row.
CREATE FUNCTION "orders_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_counts" ("customer_id", "test_mode", "orders")
		SELECT customer_id, test_mode, count(*) FROM "new_orders" WHERE customer_id IS NOT NULL GROUP BY 1, 2
		ON CONFLICT ("customer_id", "test_mode") DO UPDATE SET "orders" = "order_counts"."orders" + excluded."orders";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "orders_count_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "order_counts" c SET "orders" = c."orders" - r.n
		FROM (SELECT customer_id, test_mode, count(*) AS n FROM "old_orders" WHERE customer_id IS NOT NULL GROUP BY 1, 2) r
		WHERE c.customer_id = r.customer_id AND c.test_mode = r.test_mode;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "orders_count_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Most updates (a status, a date) move no order: nothing to count.
	IF NOT EXISTS (SELECT 1 FROM "old_orders" o JOIN "new_orders" n ON n.id = o.id WHERE o.customer_id IS DISTINCT FROM n.customer_id OR o.test_mode <> n.test_mode) THEN
		RETURN NULL;
	END IF;
	UPDATE "order_counts" c SET "orders" = c."orders" - r.n
		FROM (SELECT o.customer_id, o.test_mode, count(*) AS n FROM "old_orders" o JOIN "new_orders" n ON n.id = o.id
		      WHERE o.customer_id IS NOT NULL AND (o.customer_id IS DISTINCT FROM n.customer_id OR o.test_mode <> n.test_mode) GROUP BY 1, 2) r
		WHERE c.customer_id = r.customer_id AND c.test_mode = r.test_mode;
	INSERT INTO "order_counts" ("customer_id", "test_mode", "orders")
		SELECT n.customer_id, n.test_mode, count(*) FROM "old_orders" o JOIN "new_orders" n ON n.id = o.id
		WHERE n.customer_id IS NOT NULL AND (o.customer_id IS DISTINCT FROM n.customer_id OR o.test_mode <> n.test_mode) GROUP BY 1, 2
		ON CONFLICT ("customer_id", "test_mode") DO UPDATE SET "orders" = "order_counts"."orders" + excluded."orders";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "orders_count_add"();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "orders_count_move"();--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "orders_count_remove"();--> statement-breakpoint
INSERT INTO "order_counts" ("customer_id", "test_mode", "orders")
	SELECT "customer_id", "test_mode", count(*) FROM "orders" WHERE "customer_id" IS NOT NULL GROUP BY 1, 2;
