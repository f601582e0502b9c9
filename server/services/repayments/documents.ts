// The repayments module's second entry: a payout's report as PDF, for the render threads, which load
// this and what it needs, not the module.
export type { PayoutWithLines } from './queries.ts';
export { payoutPdf } from './report.ts';
