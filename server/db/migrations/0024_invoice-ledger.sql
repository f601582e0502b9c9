ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_note_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ledger_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ledger_id_wallet_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."wallet_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ledger_unique" UNIQUE("ledger_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_check" CHECK ("invoices"."kind" = 'invoice' or (("invoices"."refund_id" is not null or "invoices"."ledger_id" is not null) and "invoices"."corrects_id" is not null));