// The repayments module's entry: what the rest of the server may use of it (eslint.config.js).
export { repaymentJobs } from './jobs.ts';
export { ProviderUnavailable, refusalReason } from './payout-provider.ts';
export type { PayoutProvider } from './payout-provider.ts';
export { PAYOUT_MESSAGES, createPayoutProviders, retryPayout } from './payouts.ts';
export type { PayoutContext } from './payouts.ts';
export { findPayout, listPayouts, listRepayments, payoutIdOf, payoutOwner, repaymentTotals } from './queries.ts';
export type { PayoutRefundLine, PayoutWithLines, RepaymentFilter } from './queries.ts';
export { reportLink, reportLinkValid } from './report-links.ts';
export type { LinkSigner, ReportFormat } from './report-links.ts';
export { payoutCsv, payoutPdf, reportFileName } from './report.ts';
export { repaymentSubscribers } from './subscribers.ts';
export { privatePayout, privateRepayment, publicPayout, publicPayoutDetail, publicRepayment } from './views.ts';
export { availableCodMoney, codRefundOf, recordCodRefund } from './cod-refunds.ts';
export type { CodRefundOutcome, CodRefundRequest, ReturnRefundRow } from './cod-refunds.ts';
