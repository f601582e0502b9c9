// The signature of NETOPIA's notification (IPN) and the answer NETOPIA reads back (gateway.ts
// parseWebhook, acknowledge). Sources as in gateway.ts's header:
//   IPN        NETOPIA POSTs JSON {payment{ntpID, status, code, message, amount, currency, instrument},
//              order{orderID, ntpID, amount, ...}} to notifyUrl with header `Verification-token`: a JWT
//              signed by NETOPIA (RS512: [sdk-php] example/ipn.php and [sdk-js] sample set alg 'RS512'),
//              checked with NETOPIA's public key (PEM "PUBLIC KEY" in [sdk-js]'s sample .env; an X.509
//              "CERTIFICATE" in [sdk-go] ipn.go: both accepted). Claims ([sdk-js] ipn.js, [sdk-php]
//              lib/ipn.php, [sdk-go] ipn.go, [sdk-py] ipn.py, [woo] v2/lib/ipn.php): iss "NETOPIA
//              Payments"; aud an array (or a string) holding our posSignature; sub = base64 (standard, with
//              padding) of the SHA-512 of the raw body. exp/nbf checked when present, with 5 minutes'
//              leeway, in seconds or, if the number is that large, milliseconds (UNCERTAIN which NETOPIA
//              uses: [sdk-php] compares against time()*1000). Payment codes in the body: payment.code /
//              message ([third]: "21 Invalid CVV", "17 Invalid card number").
//   answer     NETOPIA reads a JSON {errorType, errorCode, errorMessage}; errorType 0 (ERROR_TYPE_NONE)
//              with errorCode null is "received OK"; 1 temporary (NETOPIA sends it again), 2 permanent
//              ([sdk-php] lib/ipn.php verifyIPN and example/ipn.php; [sdk-js] constants.js).
import { createHash, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { compactVerify } from 'jose';
import { WebhookRejected } from '../../gateway.ts';
import { num, obj, type Json } from './wire.ts';

/** The answer NETOPIA reads as "received OK" ([sdk-php] lib/ipn.php: ERROR_TYPE_NONE). */
export const NETOPIA_IPN_OK = { errorType: 0, errorCode: null, errorMessage: '' } as const;

/** The answer to a notification we refuse (bad token): ERROR_TYPE_PERMANENT, E_VERIFICATION_FAILED_GENERAL. */
export function netopiaIpnRejection(message: string) {
  return { errorType: 2, errorCode: 0x10000101, errorMessage: message };
}

const IPN_ISSUER = 'NETOPIA Payments';
const IPN_LEEWAY_S = 300;
/** RS512 is what NETOPIA signs with; the other RSA PKCS#1 v1.5 algorithms are as safe and accepted. */
const IPN_ALGORITHMS = ['RS512', 'RS384', 'RS256'];

export function loadPublicKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  } catch (error) {
    throw new Error(`NETOPIA public key: not a PEM public key or certificate (${(error as Error).message})`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`NETOPIA public key: an RSA key is expected, got ${key.asymmetricKeyType ?? 'none'}`);
  // jose (like jsonwebtoken 9 in NETOPIA's own Node SDK) refuses RSA keys under 2048 bits: said now, not at every IPN.
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new Error(`NETOPIA public key: ${bits} bits, under the 2048 that RS512 verification accepts`);
  return key;
}

function header(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() || null;
  }
  return null;
}

/** A JWT time claim in seconds, whether NETOPIA wrote seconds or milliseconds. */
const seconds = (value: number): number => (value > 1e11 ? value / 1000 : value);

/**
 * Checks a notification's `Verification-token` against its raw body: signed by NETOPIA's key, for our
 * point of sale, over this very body, in its time window. Throws WebhookRejected otherwise.
 */
export async function verifyIpnToken(
  rawBody: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  key: KeyObject,
  posSignature: string,
  clock: () => Date,
): Promise<void> {
  const token = header(headers, 'verification-token');
  if (!token) throw new WebhookRejected('NETOPIA notification without a Verification-token header');
  let claims: Json | null;
  try {
    const { payload } = await compactVerify(token, key, { algorithms: IPN_ALGORITHMS });
    claims = obj(JSON.parse(new TextDecoder().decode(payload)));
  } catch (error) {
    throw new WebhookRejected(`NETOPIA notification token not valid: ${(error as Error).message}`);
  }
  if (!claims) throw new WebhookRejected('NETOPIA notification token without claims');
  if (claims.iss !== IPN_ISSUER) throw new WebhookRejected(`NETOPIA notification token issuer is not "${IPN_ISSUER}"`);
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(posSignature)) throw new WebhookRejected('NETOPIA notification token is not for our point of sale (aud)');
  const bodyHash = createHash('sha512').update(rawBody, 'utf8').digest('base64');
  if (claims.sub !== bodyHash) throw new WebhookRejected('NETOPIA notification body differs from the one signed (sub)');
  const now = clock().getTime() / 1000;
  const exp = num(claims.exp);
  if (exp !== null && seconds(exp) < now - IPN_LEEWAY_S) throw new WebhookRejected('NETOPIA notification token expired');
  const nbf = num(claims.nbf);
  if (nbf !== null && seconds(nbf) > now + IPN_LEEWAY_S) throw new WebhookRejected('NETOPIA notification token not valid yet');
}
