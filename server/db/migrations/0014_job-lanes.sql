DROP INDEX "jobs_due_idx";--> statement-breakpoint
DROP INDEX "jobs_lease_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lane" text DEFAULT 'money' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "tenant" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_lane_due_idx" ON "jobs" USING btree ("lane","run_at","id") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lane_lease_idx" ON "jobs" USING btree ("lane","locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_target_idx" ON "jobs" USING btree ("target","run_at") WHERE "jobs"."state" = 'queued' and "jobs"."target" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tests_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at") WHERE "webhook_deliveries"."event_type" = 'webhook.test';--> statement-breakpoint
-- Jobs still to run get their kind's lane (services/<module>/job-kinds.ts), and webhook deliveries their account and endpoint (the deliveries lane's caps).
UPDATE "jobs" SET "lane" = CASE
  WHEN "kind" IN ('order.book', 'order.cancel', 'tracking.poll', 'lockers.sync') THEN 'carriers'
  WHEN "kind" = 'webhook.deliver' THEN 'deliveries'
  WHEN "kind" IN ('push.change', 'push.deliver') THEN 'push'
  WHEN "kind" = 'maintenance.sweep' THEN 'maintenance'
  ELSE 'money' END
WHERE "state" IN ('queued', 'running');--> statement-breakpoint
UPDATE "jobs" SET "tenant" = 'account:' || d."customer_id", "target" = 'webhook-endpoint:' || d."endpoint_id"
FROM "webhook_deliveries" d
WHERE "jobs"."kind" = 'webhook.deliver' AND "jobs"."state" IN ('queued', 'running') AND d."id" = ("jobs"."payload"->>'deliveryId')::bigint;
