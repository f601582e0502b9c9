CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"lease_seconds" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_kind_key_unique" UNIQUE("kind","key"),
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" = 'done';--> statement-breakpoint
-- Work promised before the queue existed becomes its jobs: paid orders still without an AWB are booked, card payments still open are reconciled or expire.
INSERT INTO "jobs" ("kind", "key", "payload", "max_attempts", "lease_seconds")
SELECT 'order.book', 'order:' || "id", jsonb_build_object('orderId', "id"), 8, 30 FROM "orders" WHERE "status" IN ('paid', 'booked') AND "awb" IS NULL;--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "max_attempts", "lease_seconds")
SELECT 'payment.reconcile', 'reconcile:' || "id", jsonb_build_object('paymentId', "id"), 12, 30 FROM "payments" WHERE "status" = 'pending' AND "method" = 'card';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "max_attempts", "lease_seconds", "run_at")
SELECT 'payment.expire', 'expire:' || "id", jsonb_build_object('paymentId', "id"), 10, 30, "updated_at" + interval '30 minutes' FROM "payments" WHERE "status" = 'requires_action';
