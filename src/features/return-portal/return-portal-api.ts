// The customer's returns calls (/api/private/returns, no account: server/routes/private/returns/
// customer-returns.ts): the directory, a shop's page, finding the order, the two withdrawal steps,
// the guest's request by its signed link, and a photo added to it with the same link.
import { apiUrl, http, HttpError } from '../../lib/http.ts';
import type {
  FiledReturn,
  FiledReturnAnswer,
  GuestReturn,
  GuestReturnAnswer,
  ReturnContact,
  ReturnDirectoryAnswer,
  ReturnItem,
  ReturnOrder,
  ReturnOrderAnswer,
  ReturnPayAnswer,
  ReturnShipment,
  ReturnShop,
  ReturnShopPage,
  ReturnShopPageAnswer,
  WithdrawalStatement,
  WithdrawalStatementAnswer,
} from '../../shared/api/private-answers.ts';

export type { FiledReturn, GuestReturn, ReturnShipment, ReturnContact, ReturnItem, ReturnOrder, ReturnShop, ReturnShopPage, WithdrawalStatement };
export type DropOffMethod = ReturnShopPage['drop_off_methods'][number];

const shopPath = (slug: string) => `private/returns/shops/${encodeURIComponent(slug)}`;

export async function listReturnShops(q: string, signal?: AbortSignal): Promise<ReturnShop[]> {
  return (await http.get<ReturnDirectoryAnswer>('private/returns/shops', { query: { q: q.trim() || undefined }, signal })).data;
}

export async function getReturnShop(slug: string, signal?: AbortSignal): Promise<ReturnShopPage> {
  return (await http.get<ReturnShopPageAnswer>(shopPath(slug), { signal })).data;
}

/** Finding the order: by AWB, or the shop's reference plus one of e-mail, phone, postal code. */
export type OrderLookup = { awb: string } | { reference: string; email?: string; phone?: string; postal_code?: string };

export async function lookupOrder(slug: string, lookup: OrderLookup): Promise<ReturnOrder> {
  return (await http.post<ReturnOrderAnswer>(`${shopPath(slug)}/lookup`, lookup)).data;
}

/** The order as the statement names it: the lookup data again, or typed in (shops that take those). */
export type StatementOrder = OrderLookup | { external: true; reference: string; delivered_on: string; cash_on_delivery: boolean };

export interface StatementBody {
  order: StatementOrder;
  items: ReturnItem[];
  contact: Omit<ReturnContact, 'locality_id'>;
  drop_off_method: DropOffMethod;
  carrier_id: number | null;
  iban?: string;
  /** The spam checks of the public forms: the trap's content, and when the form was shown and sent (the browser's clock). */
  website: string;
  started_at: number;
  sent_at: number;
}

/** Step 1, "Retrage-te din contract": the statement checked and answered in words. */
export async function makeStatement(slug: string, body: StatementBody): Promise<WithdrawalStatement> {
  return (await http.post<WithdrawalStatementAnswer>(`${shopPath(slug)}/withdrawal`, body)).data;
}

/** Step 2, "Confirm retragerea": the request is filed (the same one if confirmed twice). */
export async function confirmStatement(slug: string, statementToken: string): Promise<FiledReturn> {
  return (await http.post<FiledReturnAnswer>(`${shopPath(slug)}/withdrawal/confirm`, { statement_token: statementToken })).data;
}

/** The request by its signed link; `paymentId`: back from the card processor's page (the server asks it now). */
export async function getGuestReturn(id: string, key: string, signal?: AbortSignal, paymentId?: string | null): Promise<GuestReturn> {
  return (await http.get<GuestReturnAnswer>(`private/returns/requests/${encodeURIComponent(id)}`, { query: { cheie: key, payment_id: paymentId || undefined }, signal })).data;
}

/** The customer pays the return: by card (the processor's page to go to) or from the wallet (signed in: the request, booked). */
export async function payReturn(id: number, key: string, method: 'card' | 'wallet'): Promise<ReturnPayAnswer['data'] & { message?: string }> {
  const answer = await http.post<ReturnPayAnswer>(`private/returns/requests/${id}/pay`, { method }, { query: { cheie: key } });
  return { ...answer.data, ...(answer.message ? { message: answer.message } : {}) };
}

/** A photo of the filed request (its bytes as the body; the server checks them again). */
export async function uploadReturnPhoto(id: number, key: string, file: File): Promise<void> {
  const response = await fetch(apiUrl(`private/returns/requests/${id}/photos`, { cheie: key }), {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Client-Type': 'app', Accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  throw new HttpError(response.status, body.errors?.photo?.[0] ?? body.message ?? 'Fotografia nu s-a trimis.', undefined, body.errors ?? {});
}
