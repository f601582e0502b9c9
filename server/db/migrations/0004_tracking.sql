ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_status_check";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "next_poll_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "poll_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shipments_next_poll_idx" ON "shipments" USING btree ("next_poll_at") WHERE "shipments"."next_poll_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'payment_failed', 'paid', 'booked', 'picked_up', 'delivered', 'returned', 'cancelled'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('registered', 'picked_up', 'in_transit', 'at_depot', 'out_for_delivery', 'delivery_failed', 'in_locker', 'delivered', 'returning', 'returned', 'cancelled'));--> statement-breakpoint
UPDATE "shipments" SET "next_poll_at" = NULL WHERE "status" IN ('delivered', 'returned', 'cancelled');
