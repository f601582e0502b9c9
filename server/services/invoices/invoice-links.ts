// Signed, short-lived links to an account's invoice files, so that a plain browser download, which
// cannot carry the bearer token, opens them (the repayments' reports and the labels do the same):
//   /api/private/invoices/{id}/pdf|xml?expires=…&signature=…
//   /api/private/invoices/export?month=…&format=…&account=…&expires=…&signature=…
// The signature is an HMAC of the account, the file and the expiry with the access-token key
// (prefixed, so it can never be confused with a token), compared in constant time.
import { createHmac } from 'node:crypto';
import { sameSignature } from '../signature-text.ts';

export const INVOICE_LINK_TTL_SECONDS = 15 * 60;

export interface LinkSigner {
  signingKey: () => Promise<Uint8Array | string>;
  publicUrl: string;
  now?: () => Date;
}

/** What a link opens: one document's file, or a month's export. */
export type LinkedFile = { invoiceId: number; format: 'pdf' | 'xml' } | { month: string; format: 'csv' | 'zip' };

const subject = (file: LinkedFile) => ('invoiceId' in file ? `invoice/${file.invoiceId}.${file.format}` : `export/${file.month}.${file.format}`);

async function mac(signer: LinkSigner, customerId: number, file: LinkedFile, expires: number): Promise<Buffer> {
  return createHmac('sha256', await signer.signingKey())
    .update(`invoice-file:${customerId}:${subject(file)}:${expires}`)
    .digest();
}

export async function invoiceLink(signer: LinkSigner, customerId: number, file: LinkedFile) {
  const expires = Math.floor((signer.now?.() ?? new Date()).getTime() / 1000) + INVOICE_LINK_TTL_SECONDS;
  const signature = (await mac(signer, customerId, file, expires)).toString('base64url');
  const path =
    'invoiceId' in file
      ? `invoices/${file.invoiceId}/${file.format}?${new URLSearchParams({ expires: String(expires), signature })}`
      : `invoices/export?${new URLSearchParams({ month: file.month, format: file.format, account: String(customerId), expires: String(expires), signature })}`;
  return { download_url: `${signer.publicUrl}/api/private/${path}`, expires_at: new Date(expires * 1000).toISOString() };
}

/** Whether a link for `customerId`'s `file` is signed right and still valid. */
export async function invoiceLinkValid(signer: LinkSigner, customerId: number, file: LinkedFile, expires: string, signature: string): Promise<boolean> {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < (signer.now?.() ?? new Date()).getTime()) return false;
  return sameSignature(signature, await mac(signer, customerId, file, Number(expires)));
}
