// The address book's calls (/api/private/addresses, bearer): a page of one kind, the defaults of
// every kind (what the order forms start from), create, update, delete and make default.
import { http } from '../../lib/http.ts';
import type { AddressKind } from '../../shared/addresses.ts';
import type { AddressAnswer, AddressDto, AddressPage, DefaultAddresses, DefaultAddressesAnswer } from '../../shared/api/private-answers.ts';

export type { AddressPage } from '../../shared/api/private-answers.ts';

/** What the form sends: the contract's field names. */
export type AddressBody = Record<string, string | number | boolean | null>;

export const ADDRESSES_PER_PAGE = 15;

export function listAddresses(kind: AddressKind, page = 1, signal?: AbortSignal): Promise<AddressPage> {
  return http.get<AddressPage>('private/addresses', { query: { kind, page, per_page: ADDRESSES_PER_PAGE }, signal });
}

export async function defaultAddresses(signal?: AbortSignal): Promise<DefaultAddresses> {
  return (await http.get<DefaultAddressesAnswer>('private/addresses/defaults', { signal })).data;
}

export async function createAddress(kind: AddressKind, body: AddressBody): Promise<AddressDto> {
  return (await http.post<AddressAnswer>('private/addresses', { ...body, kind })).data;
}

export async function updateAddress(id: number, body: AddressBody): Promise<AddressDto> {
  return (await http.put<AddressAnswer>(`private/addresses/${id}`, body)).data;
}

export async function deleteAddress(id: number): Promise<void> {
  await http.delete(`private/addresses/${id}`);
}

export async function makeDefaultAddress(id: number): Promise<AddressDto> {
  return (await http.post<AddressAnswer>(`private/addresses/${id}/default`)).data;
}
