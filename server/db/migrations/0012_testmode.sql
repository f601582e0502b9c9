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
	CONSTRAINT "test_balance_ledger_kind_check" CHECK ("test_balance_ledger"."kind" in ('top_up', 'order', 'refund')),
	CONSTRAINT "test_balance_ledger_sign_check" CHECK (("test_balance_ledger"."kind" = 'order') = ("test_balance_ledger"."amount_bani" < 0) and "test_balance_ledger"."amount_bani" <> 0),
	CONSTRAINT "test_balance_ledger_balance_check" CHECK ("test_balance_ledger"."balance_after_bani" >= 0)
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_balance_ledger" ADD CONSTRAINT "test_balance_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_balance_ledger_customer_idx" ON "test_balance_ledger" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_mode_check" CHECK ("webhook_endpoints"."mode" in ('test', 'live'));