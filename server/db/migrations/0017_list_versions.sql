ALTER TABLE "order_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Appended by hand: the triggers that move order_counts.version on every change to what an account's
-- order lists show (schema-orders.ts). Per statement, from its transition tables (a statement's many
-- rows move each account's version once).
-- Locks, always in this order: the accounts' rows (customers, by id; as the wallet and the test
-- balance lock them first too), then their counts (by key). The count triggers of 0015 take the same
-- two, so an order placed while its account's balance is debited waits instead of deadlocking.
CREATE FUNCTION "order_lists_lock"("touched" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "customers" WHERE "id" = ANY("touched") ORDER BY "id" FOR NO KEY UPDATE;
	PERFORM 1 FROM "order_counts" WHERE "customer_id" = ANY("touched") ORDER BY "customer_id", "test_mode" FOR UPDATE;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_lists_bump"("touched" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "touched" IS NULL OR cardinality("touched") = 0 THEN RETURN; END IF;
	PERFORM "order_lists_lock"("touched");
	UPDATE "order_counts" SET "version" = "version" + 1 WHERE "customer_id" = ANY("touched");
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_lock"(ARRAY(SELECT DISTINCT "customer_id" FROM "new_orders" WHERE "customer_id" IS NOT NULL));
	INSERT INTO "order_counts" ("customer_id", "test_mode", "orders")
		SELECT customer_id, test_mode, count(*) FROM "new_orders" WHERE customer_id IS NOT NULL GROUP BY 1, 2
		ON CONFLICT ("customer_id", "test_mode") DO UPDATE SET "orders" = "order_counts"."orders" + excluded."orders";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_count_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_lock"(ARRAY(SELECT DISTINCT "customer_id" FROM "old_orders" WHERE "customer_id" IS NOT NULL));
	UPDATE "order_counts" c SET "orders" = c."orders" - r.n
		FROM (SELECT customer_id, test_mode, count(*) AS n FROM "old_orders" WHERE customer_id IS NOT NULL GROUP BY 1, 2) r
		WHERE c.customer_id = r.customer_id AND c.test_mode = r.test_mode;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_count_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Most updates (a status, a date) move no order: nothing to count.
	IF NOT EXISTS (SELECT 1 FROM "old_orders" o JOIN "new_orders" n ON n.id = o.id WHERE o.customer_id IS DISTINCT FROM n.customer_id OR o.test_mode <> n.test_mode) THEN
		RETURN NULL;
	END IF;
	PERFORM "order_lists_lock"(ARRAY(
		SELECT "customer_id" FROM "old_orders" WHERE "customer_id" IS NOT NULL UNION SELECT "customer_id" FROM "new_orders" WHERE "customer_id" IS NOT NULL));
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
CREATE FUNCTION "order_lists_touch_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_bump"(ARRAY(SELECT DISTINCT "customer_id" FROM "changed_orders" WHERE "customer_id" IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
-- An update: the lists of the owner before and after (an order moved to another account leaves one list for the other).
CREATE FUNCTION "order_lists_touch_moved_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_bump"(ARRAY(
		SELECT "customer_id" FROM "old_orders" WHERE "customer_id" IS NOT NULL UNION SELECT "customer_id" FROM "new_orders" WHERE "customer_id" IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_lists_touch_by_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_bump"(ARRAY(
		SELECT DISTINCT o."customer_id" FROM "changed_rows" x JOIN "orders" o ON o."id" = x."order_id" WHERE o."customer_id" IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_lists_touch_by_awb"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_bump"(ARRAY(
		SELECT DISTINCT o."customer_id" FROM "changed_rows" x JOIN "shipments" s ON s."awb" = x."awb" JOIN "orders" o ON o."id" = s."order_id"
		WHERE o."customer_id" IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
-- After the count triggers of 0015 (triggers fire in name order): a new account's row exists by then.
CREATE TRIGGER "orders_lists_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "changed_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_lists_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_moved_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_lists_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "changed_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_orders"();--> statement-breakpoint
CREATE TRIGGER "payments_lists_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "changed_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_by_order"();--> statement-breakpoint
CREATE TRIGGER "payments_lists_update" AFTER UPDATE ON "payments" REFERENCING NEW TABLE AS "changed_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_by_order"();--> statement-breakpoint
CREATE TRIGGER "shipments_lists_insert" AFTER INSERT ON "shipments" REFERENCING NEW TABLE AS "changed_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_by_order"();--> statement-breakpoint
CREATE TRIGGER "shipments_lists_update" AFTER UPDATE ON "shipments" REFERENCING NEW TABLE AS "changed_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_by_order"();--> statement-breakpoint
CREATE TRIGGER "shipment_events_lists_insert" AFTER INSERT ON "shipment_events" REFERENCING NEW TABLE AS "changed_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_by_awb"();--> statement-breakpoint
CREATE TRIGGER "shipment_events_lists_update" AFTER UPDATE ON "shipment_events" REFERENCING NEW TABLE AS "changed_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_by_awb"();
