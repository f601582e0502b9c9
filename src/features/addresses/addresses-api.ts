// The address book's calls (/api/private/addresses, bearer): a page of one kind, the defaults of
// every kind (what the order forms start from), create, update, delete and make default.
import { http } from '../../lib/http.ts';
import type { AddressDto, AddressKind, DefaultAddresses } from '../../shared/addresses.ts';

export interface AddressPageMeta {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
}

export interface AddressPage {
  data: AddressDto[];
  meta: AddressPageMeta;
}

/** What the form sends: the contract's field names. */
export type AddressBody = Record<string, string | number | boolean | null>;

export const ADDRESSES_PER_PAGE = 15;

export function listAddresses(kind: AddressKind, page = 1, signal?: AbortSignal): Promise<AddressPage> {
  return http.get<AddressPage>('private/addresses', { query: { kind, page, per_page: ADDRESSES_PER_PAGE }, signal });
}

export async function defaultAddresses(signal?: AbortSignal): Promise<DefaultAddresses> {
  return (await http.get<{ data: DefaultAddresses }>('private/addresses/defaults', { signal })).data;
}

export async function createAddress(kind: AddressKind, body: AddressBody): Promise<AddressDto> {
  return (await http.post<{ data: AddressDto }>('private/addresses', { ...body, kind })).data;
}

export async function updateAddress(id: number, body: AddressBody): Promise<AddressDto> {
  return (await http.put<{ data: AddressDto }>(`private/addresses/${id}`, body)).data;
}

export async function deleteAddress(id: number): Promise<void> {
  await http.delete(`private/addresses/${id}`);
}

export async function makeDefaultAddress(id: number): Promise<AddressDto> {
  return (await http.post<{ data: AddressDto }>(`private/addresses/${id}/default`)).data;
}
