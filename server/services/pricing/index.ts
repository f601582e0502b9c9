// The pricing module's entry: what the rest of the server may use of it (eslint.config.js).
export { inBucharest, nextWorkingDay, toIso } from './calendar.ts';
export { askCarriers } from './carrier-prices.ts';
export type { QuotingNetwork } from './carrier-prices.ts';
export { createPricingEngine, validationAddress } from './engine.ts';
export type { LocationResolver, PricingEngine } from './engine.ts';
export { isValidRomanianIban, normalizeIban } from './iban.ts';
export { FIELD, LINE_LABELS } from './messages.ts';
export { ronToBani } from './money.ts';
export { createQuoteThread } from './quote-thread.ts';
export type { QuoteThread } from './quote-thread.ts';
export { lockerBoxSizes } from './rate-cards.ts';
