CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"resource_id" text,
	"response_status" integer,
	"response_body" jsonb,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_unique" UNIQUE("scope","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_idempotency_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_customer_idempotency_unique";--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- The keys of the last 24 hours move to the one idempotency table (a retry after the deploy still gets its first answer).
INSERT INTO "idempotency_keys" ("scope", "key", "method", "path", "request_hash", "state", "resource_id", "response_status", "response_body", "locked_at", "created_at")
SELECT "idempotency_scope", "idempotency_key", 'POST', CASE WHEN "idempotency_scope" LIKE 'api:%' THEN '/api/public/v1/orders' ELSE '/api/private/orders' END,
  "request_hash", CASE WHEN "response_status" IS NULL THEN 'in_progress' ELSE 'done' END, "id"::text, "response_status", "response_body", "updated_at", "created_at"
FROM "orders"
WHERE "created_at" > now() - interval '24 hours' AND "idempotency_scope" IS NOT NULL AND "idempotency_key" IS NOT NULL AND "request_hash" IS NOT NULL
  AND "idempotency_key" NOT LIKE 'auto:%' AND "idempotency_key" NOT LIKE '%:expired:%'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotency_keys" ("scope", "key", "method", "path", "request_hash", "state", "resource_id", "response_status", "response_body", "locked_at", "created_at")
SELECT 'customer:' || "customer_id", "idempotency_key", 'POST', '/api/private/wallet/top-up', "request_hash",
  CASE WHEN "response_status" IS NULL THEN 'in_progress' ELSE 'done' END, "id"::text, "response_status", "response_body", "updated_at", "created_at"
FROM "payments"
WHERE "purpose" = 'top_up' AND "customer_id" IS NOT NULL AND "idempotency_key" IS NOT NULL AND "request_hash" IS NOT NULL AND "created_at" > now() - interval '24 hours'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_scope";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "request_hash";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "response_status";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "response_body";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "request_hash";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "response_status";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "response_body";