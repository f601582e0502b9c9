CREATE TABLE "order_list_versions" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_list_versions" ADD CONSTRAINT "order_list_versions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Appended by hand: what moves order_list_versions (schema-orders.ts). While a transaction runs, its
-- statements only note the accounts whose lists they change (a setting local to the transaction, no
-- lock); at commit, one deferred trigger moves those accounts' versions, locked in id order. So the
-- version moves in the same commit as the change, and the lock it takes is the transaction's last:
-- a payment holding its account's wallet lock, an invoice holding its series, never wait for it
-- while holding it (the immediate triggers of an earlier try deadlocked with them).
INSERT INTO "order_list_versions" ("customer_id") SELECT "id" FROM "customers";--> statement-breakpoint
CREATE FUNCTION "order_list_versions_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_list_versions" ("customer_id") SELECT "id" FROM "new_customers" ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_list_versions" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS "new_customers"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_list_versions_add"();--> statement-breakpoint
CREATE FUNCTION "order_lists_note"("touched" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"noted" text := nullif(current_setting('curiero.order_lists_touched', true), '');
BEGIN
	IF "touched" IS NULL OR cardinality("touched") = 0 THEN RETURN; END IF;
	PERFORM set_config('curiero.order_lists_touched',
		(SELECT string_agg(DISTINCT x::text, ',') FROM unnest(coalesce(string_to_array("noted", ',')::bigint[], '{}') || "touched") x WHERE x IS NOT NULL),
		true);
END $$;--> statement-breakpoint
CREATE FUNCTION "order_lists_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"touched" bigint[] := string_to_array(nullif(current_setting('curiero.order_lists_touched', true), ''), ',')::bigint[];
BEGIN
	-- The first of the transaction's deferred calls does the work; the others find nothing noted.
	IF "touched" IS NULL THEN RETURN NULL; END IF;
	PERFORM set_config('curiero.order_lists_touched', '', true);
	PERFORM 1 FROM "order_list_versions" WHERE "customer_id" = ANY("touched") ORDER BY "customer_id" FOR NO KEY UPDATE;
	UPDATE "order_list_versions" SET "version" = "version" + 1 WHERE "customer_id" = ANY("touched");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_lists_touch_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_note"(ARRAY(SELECT DISTINCT "customer_id" FROM "changed_orders" WHERE "customer_id" IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
-- An update: the lists of the owner before and after (an order moved to another account leaves one list for the other).
CREATE FUNCTION "order_lists_touch_moved_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_note"(ARRAY(
		SELECT "customer_id" FROM "old_orders" WHERE "customer_id" IS NOT NULL UNION SELECT "customer_id" FROM "new_orders" WHERE "customer_id" IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_lists_touch_by_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_note"(ARRAY(
		SELECT DISTINCT o."customer_id" FROM "changed_rows" x JOIN "orders" o ON o."id" = x."order_id" WHERE o."customer_id" IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_lists_touch_by_awb"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "order_lists_note"(ARRAY(
		SELECT DISTINCT o."customer_id" FROM "changed_rows" x JOIN "shipments" s ON s."awb" = x."awb" JOIN "orders" o ON o."id" = s."order_id"
		WHERE o."customer_id" IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
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
	FOR EACH STATEMENT EXECUTE FUNCTION "order_lists_touch_by_awb"();--> statement-breakpoint
-- The one deferred call per changed row (constraint triggers are per row); all but the first return at once.
CREATE CONSTRAINT TRIGGER "orders_lists_commit" AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "order_lists_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_lists_commit" AFTER INSERT OR UPDATE ON "payments" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "order_lists_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shipments_lists_commit" AFTER INSERT OR UPDATE ON "shipments" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "order_lists_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shipment_events_lists_commit" AFTER INSERT OR UPDATE ON "shipment_events" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "order_lists_commit"();
