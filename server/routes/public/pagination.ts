// The contract's pagination is not one shape (api-shapes, "Wire rules"):
// - addresses: {list, meta: {total, per_page, current_page, last_page, from, to}};
// - orders, repayments, payout reports: {list, pagination: {total, per_page, current_page, last_page}};
// - locality search: {data, meta: {count, per_page, country_code, search_term}};
// - every other list is a bare array.
// `page` is 1 or more; `per_page` is one of 15, 50, 100, 200 (default 15).
import { validationFailure } from '../../services/failure.ts';

export const PER_PAGE = [15, 50, 100, 200] as const;
export const PAGE_MESSAGES = {
  page: 'Pagina trebuie să fie un număr întreg de la 1 în sus.',
  perPage: 'Numărul pe pagină trebuie să fie 15, 50, 100 sau 200.',
} as const;

export const pageQuerySchema = {
  type: 'object',
  properties: { page: { type: 'string', maxLength: 10 }, per_page: { type: 'string', maxLength: 10 } },
} as const;

/** page and per_page of a query string, checked (422 with both problems at once). */
export function pageOf(query: { page?: string; per_page?: string }): { page: number; perPage: number } {
  const errors: Record<string, string[]> = {};
  const page = query.page === undefined || query.page === '' ? 1 : Number(query.page);
  const perPage = query.per_page === undefined || query.per_page === '' ? 15 : Number(query.per_page);
  if (!Number.isSafeInteger(page) || page < 1 || !/^\d*$/.test(query.page ?? '')) errors.page = [PAGE_MESSAGES.page];
  if (!(PER_PAGE as readonly number[]).includes(perPage) || !/^\d*$/.test(query.per_page ?? '')) errors.per_page = [PAGE_MESSAGES.perPage];
  if (Object.keys(errors).length > 0) throw validationFailure(errors);
  return { page, perPage };
}

function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** `meta` of the address lists. */
export function addressMeta(total: number, page: number, perPage: number) {
  const first = (page - 1) * perPage + 1;
  const inRange = total > 0 && first <= total;
  return {
    total,
    per_page: perPage,
    current_page: page,
    last_page: lastPage(total, perPage),
    from: inRange ? first : null,
    to: inRange ? Math.min(total, page * perPage) : null,
  };
}

/** `pagination` of the order, repayment and payout-report lists. */
export function listPagination(total: number, page: number, perPage: number) {
  return { total, per_page: perPage, current_page: page, last_page: lastPage(total, perPage) };
}
