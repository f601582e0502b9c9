CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_bani" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_bani" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"customer_id" bigint,
	"buyer_email" text,
	"buyer_name" text NOT NULL,
	"order_id" bigint,
	"payment_id" uuid,
	"refund_id" uuid,
	"corrects_id" bigint,
	"issue_date" date NOT NULL,
	"net_bani" integer NOT NULL,
	"vat_bani" integer NOT NULL,
	"total_bani" integer NOT NULL,
	"document" jsonb NOT NULL,
	"efactura_status" text NOT NULL,
	"efactura_upload_id" text,
	"efactura_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_code_unique" UNIQUE("code"),
	CONSTRAINT "invoices_series_number_unique" UNIQUE("series","number"),
	CONSTRAINT "invoices_refund_unique" UNIQUE("refund_id"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_efactura_check" CHECK ("invoices"."efactura_status" in ('not_configured', 'pending', 'uploaded', 'accepted', 'rejected')),
	CONSTRAINT "invoices_credit_note_check" CHECK ("invoices"."kind" = 'invoice' or ("invoices"."refund_id" is not null and "invoices"."corrects_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_bani" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "stage" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "refunded_bani" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_invoice_unique" ON "invoices" USING btree ("payment_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_bani" >= 0 and "payments"."refunded_bani" <= "payments"."amount_bani");--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD CONSTRAINT "test_gateway_payments_refunded_check" CHECK ("test_gateway_payments"."refunded_bani" >= 0 and "test_gateway_payments"."refunded_bani" <= "test_gateway_payments"."amount_bani");--> statement-breakpoint
-- Refunds made before refunds were kept one by one: one whole refund each.
INSERT INTO "payment_refunds" ("payment_id", "amount_bani", "channel", "status", "reason", "reference", "refunded_at", "created_at")
  SELECT p."id", p."amount_bani", coalesce(p."refund_channel", 'card'), 'succeeded', 'Rambursare pentru comanda anulată', p."refund_reference", coalesce(p."refunded_at", p."updated_at"), coalesce(p."refunded_at", p."updated_at")
  FROM "payments" p WHERE p."status" = 'refunded';--> statement-breakpoint
UPDATE "payments" SET "refunded_bani" = "amount_bani" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "test_gateway_payments" SET "refunded_bani" = "amount_bani" WHERE "status" = 'refunded';
