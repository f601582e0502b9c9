CREATE SEQUENCE "public"."fixed_locations_synced_id_seq" INCREMENT BY 1 MINVALUE 1000000000 MAXVALUE 9223372036854775807 START WITH 1000000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "external_tracking" (
	"carrier_id" integer NOT NULL,
	"awb" text NOT NULL,
	"found" boolean NOT NULL,
	"events" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_tracking_carrier_id_awb_pk" PRIMARY KEY("carrier_id","awb")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "fixed_locations" ADD COLUMN "source" text DEFAULT 'generated' NOT NULL;--> statement-breakpoint
ALTER TABLE "fixed_locations" ADD COLUMN "point_id" text;--> statement-breakpoint
ALTER TABLE "fixed_locations" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_failure" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_refusal" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_refs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "external_tracking_checked_idx" ON "external_tracking" USING btree ("checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_locations_point_unique" ON "fixed_locations" USING btree ("carrier_id","point_id") WHERE "fixed_locations"."point_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'payment_failed', 'paid', 'booked', 'booking_failed', 'picked_up', 'delivered', 'returned', 'cancelled'));