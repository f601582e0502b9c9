CREATE TABLE "return_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"return_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"amount_bani" integer NOT NULL,
	"currency" text DEFAULT 'RON' NOT NULL,
	"buyer_iban" text NOT NULL,
	"buyer_name" text NOT NULL,
	"order_reference" text NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payout_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "return_refunds_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "return_refunds_amount_check" CHECK ("return_refunds"."amount_bani" > 0),
	CONSTRAINT "return_refunds_status_check" CHECK ("return_refunds"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_amount_check";--> statement-breakpoint
ALTER TABLE "return_settings" ADD COLUMN "cod_refund_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_refunds_undeducted_idx" ON "return_refunds" USING btree ("customer_id","test_mode","id") WHERE "return_refunds"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "return_refunds_payout_idx" ON "return_refunds" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_bani" >= 0);