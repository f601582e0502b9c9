-- Issue #32: each process remembers a verified API key for a few seconds (services/api-keys/key-memory.ts)
-- and LISTENs on `curiero_api_keys`. Any change that alters what a key may do (revoked, scope, mode,
-- secret, owner; the key deleted) or its account's status notifies every process in the transaction
-- that makes it, whoever writes it, so each forgets the key at once. last_used_at alone does not.
CREATE FUNCTION "api_keys_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('curiero_api_keys', 'key:' || OLD."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "api_keys_notify_update" AFTER UPDATE ON "api_keys" FOR EACH ROW
  WHEN ((OLD."revoked_at", OLD."scope", OLD."mode", OLD."secret_hash", OLD."customer_id", OLD."lookup")
    IS DISTINCT FROM (NEW."revoked_at", NEW."scope", NEW."mode", NEW."secret_hash", NEW."customer_id", NEW."lookup"))
  EXECUTE FUNCTION "api_keys_notify_change"();--> statement-breakpoint
CREATE TRIGGER "api_keys_notify_delete" AFTER DELETE ON "api_keys" FOR EACH ROW EXECUTE FUNCTION "api_keys_notify_change"();--> statement-breakpoint
CREATE FUNCTION "customers_notify_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('curiero_api_keys', 'customer:' || NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_notify_status" AFTER UPDATE OF "status" ON "customers" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "customers_notify_status"();
