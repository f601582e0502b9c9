CREATE TABLE "test_balance_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_balance_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"amount_bani" integer NOT NULL,
	"balance_after_bani" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_balance_ledger_kind_reference_unique" UNIQUE("kind","reference"),
	CONSTRAINT "test_balance_ledger_kind_check" CHECK ("test_balance_ledger"."kind" in ('top_up', 'order', 'refund', 'reweigh', 'account_closing', 'top_up_refund')),
	CONSTRAINT "test_balance_ledger_sign_check" CHECK (("test_balance_ledger"."kind" = 'order') = ("test_balance_ledger"."amount_bani" < 0) and "test_balance_ledger"."amount_bani" <> 0),
	CONSTRAINT "test_balance_ledger_balance_check" CHECK ("test_balance_ledger"."balance_after_bani" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reweigh_charges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reweigh_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"order_number" text NOT NULL,
	"awb" text NOT NULL,
	"declared_kg" numeric(8, 2) NOT NULL,
	"measured_kg" numeric(8, 2) NOT NULL,
	"amount_bani" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "reweigh_charges_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reweigh_charges_amount_check" CHECK ("reweigh_charges"."amount_bani" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_balance_check";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_balance_ledger" ADD CONSTRAINT "test_balance_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reweigh_charges" ADD CONSTRAINT "reweigh_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reweigh_charges" ADD CONSTRAINT "reweigh_charges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_balance_ledger_customer_idx" ON "test_balance_ledger" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "reweigh_charges_customer_idx" ON "reweigh_charges" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_check" CHECK ("wallet_ledger"."kind" in ('top_up', 'order', 'refund', 'reweigh', 'account_closing', 'top_up_refund'));--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_sign_check" CHECK (("wallet_ledger"."kind" in ('order', 'reweigh', 'account_closing', 'top_up_refund')) = ("wallet_ledger"."amount_bani" < 0) and "wallet_ledger"."amount_bani" <> 0);--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_balance_check" CHECK ("wallet_ledger"."balance_after_bani" >= 0 or "wallet_ledger"."amount_bani" > 0 or "wallet_ledger"."kind" = 'top_up_refund');--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_mode_check" CHECK ("webhook_endpoints"."mode" in ('test', 'live'));