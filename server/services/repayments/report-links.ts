// Signed, short-lived links to a payout's report (CSV or PDF), so a plain browser download, which
// cannot carry the bearer token, opens it: GET /api/private/repayments/payouts/{id}/report.{csv|pdf}
// ?expires=…&signature=…. The signature is an HMAC of the payout, format and expiry with the
// access-token key (prefixed, so it can never be confused with a token), compared in constant time.
import { createHmac } from 'node:crypto';
import { sameSignature } from '../signature-text.ts';

export const REPORT_LINK_TTL_SECONDS = 15 * 60;
export type ReportFormat = 'csv' | 'pdf';

export interface LinkSigner {
  signingKey: () => Promise<Uint8Array | string>;
  publicUrl: string;
  now?: () => Date;
}

async function mac(signer: LinkSigner, payoutId: number, format: ReportFormat, expires: number): Promise<Buffer> {
  return createHmac('sha256', await signer.signingKey())
    .update(`payout-report:${payoutId}:${format}:${expires}`)
    .digest();
}

export async function reportLink(signer: LinkSigner, payoutId: number, format: ReportFormat) {
  const expires = Math.floor((signer.now?.() ?? new Date()).getTime() / 1000) + REPORT_LINK_TTL_SECONDS;
  const signature = (await mac(signer, payoutId, format, expires)).toString('base64url');
  const query = new URLSearchParams({ expires: String(expires), signature });
  return {
    download_url: `${signer.publicUrl}/api/private/repayments/payouts/${payoutId}/report.${format}?${query}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** Whether the link's signature is right and it has not expired. */
export async function reportLinkValid(signer: LinkSigner, payoutId: number, format: ReportFormat, expires: string, signature: string): Promise<boolean> {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < (signer.now?.() ?? new Date()).getTime()) return false;
  const expected = await mac(signer, payoutId, format, Number(expires));
  return sameSignature(signature, expected);
}
