ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_balance_check";--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_check" CHECK ("wallet_ledger"."kind" in ('top_up', 'order', 'refund', 'top_up_refund'));--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_sign_check" CHECK (("wallet_ledger"."kind" in ('order', 'top_up_refund')) = ("wallet_ledger"."amount_bani" < 0) and "wallet_ledger"."amount_bani" <> 0);--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_balance_check" CHECK ("wallet_ledger"."balance_after_bani" >= 0 or "wallet_ledger"."amount_bani" > 0 or "wallet_ledger"."kind" = 'top_up_refund');