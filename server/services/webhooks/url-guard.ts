// Where a webhook may be sent (against SSRF: a shop must not make our server call our own network).
// An endpoint is an https:// URL without credentials whose host is a public address. At registration
// the URL is checked and its host resolved (a name that resolves to a private address is refused; a
// name that does not resolve yet is accepted); at every delivery the host is resolved again and the
// connection goes to the address that was checked (guardedLookup: no second resolution that a DNS
// rebinding could answer differently). Refused: loopback, private (RFC 1918, unique local), link-local
// (cloud metadata 169.254.169.254), carrier-grade NAT, multicast, reserved and documentation ranges.
// WEBHOOKS_ALLOW_INSECURE_LOCALHOST (development, tests) lets http://localhost and http://127.0.0.1
// (and https:// to them) through; nothing else private.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

export const MAX_URL_LENGTH = 2000;

/** Romanian messages of the URL checks (field `url`), also the delivery's error when a host turns private. */
export const URL_MESSAGES = {
  invalid: 'Adresa URL nu este validă. Exemplu: https://magazinul-meu.ro/webhooks/curiero',
  tooLong: `Adresa URL poate avea cel mult ${MAX_URL_LENGTH} de caractere.`,
  https: 'Adresa trebuie să înceapă cu https:// (conexiune securizată).',
  credentials: 'Adresa nu poate conține nume de utilizator sau parolă.',
  privateHost: 'Adresa trebuie să fie accesibilă public: nu sunt permise adrese locale, private sau rezervate.',
} as const;

export interface UrlPolicy {
  /** http://localhost and http://127.0.0.1 accepted (development and tests). */
  allowInsecureLocalhost: boolean;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible ones (IPv4-mapped are checked as IPv4)
  ['64:ff9b::', 96], // NAT64: could reach any IPv4, private ones too
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID...)
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);
const strip = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx), else null. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether `address` (an IP) is a public unicast address a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const ip = strip(address);
  const version = isIP(ip);
  if (version === 4) return !blocked.check(ip, 'ipv4');
  if (version !== 6) return false;
  const v4 = mappedIpv4(ip);
  if (v4) return isPublicAddress(v4);
  return !blocked.check(ip, 'ipv6');
}

function isLoopback(address: string): boolean {
  const ip = strip(address);
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1' || (mappedIpv4(ip)?.startsWith('127.') ?? false);
}

/** Whether the policy lets `address` be reached when the URL named `hostname`. */
export function addressAllowed(hostname: string, address: string, policy: UrlPolicy): boolean {
  if (isPublicAddress(address)) return true;
  return policy.allowInsecureLocalhost && LOOPBACK_NAMES.has(strip(hostname)) && isLoopback(address);
}

/** The field error of `raw` as an endpoint URL (syntax, scheme, literal host), or null with the parsed URL. */
export function checkUrlSyntax(raw: string, policy: UrlPolicy): { url: URL; error: null } | { url: null; error: string } {
  if (raw.length > MAX_URL_LENGTH) return { url: null, error: URL_MESSAGES.tooLong };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { url: null, error: URL_MESSAGES.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { url: null, error: URL_MESSAGES.https };
  if (!url.hostname) return { url: null, error: URL_MESSAGES.invalid };
  if (url.username || url.password) return { url: null, error: URL_MESSAGES.credentials };
  const host = strip(url.hostname);
  const local = policy.allowInsecureLocalhost && LOOPBACK_NAMES.has(host);
  if (url.protocol === 'http:' && !local) return { url: null, error: URL_MESSAGES.https };
  if (isIP(host)) return addressAllowed(host, host, policy) ? { url, error: null } : { url: null, error: URL_MESSAGES.privateHost };
  // Names that are local by definition (RFC 6761 and common private suffixes).
  if (!local && (host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host) || !host.includes('.'))) {
    return { url: null, error: URL_MESSAGES.privateHost };
  }
  return { url, error: null };
}

/** Resolves `hostname` to every address (IP literals as they are). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/** Thrown when a host resolves to an address the policy refuses. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  readonly code = 'EWEBHOOKBLOCKED';
}

/**
 * At registration: the URL's field error, or null. A host that resolves to a refused address is
 * refused; one that does not resolve (yet) is accepted and checked again at delivery.
 */
export async function checkEndpointUrl(raw: string, policy: UrlPolicy, resolver: Resolver = systemResolver, timeoutMs = 3000): Promise<string | null> {
  const checked = checkUrlSyntax(raw, policy);
  if (!checked.url) return checked.error;
  const host = strip(checked.url.hostname);
  if (isIP(host)) return null;
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    resolver(host).catch(() => [] as LookupAddress[]),
    new Promise<LookupAddress[]>((resolve) => (timer = setTimeout(() => resolve([]), timeoutMs))),
  ]);
  clearTimeout(timer);
  return addresses.some((a) => !addressAllowed(host, a.address, policy)) ? URL_MESSAGES.privateHost : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that resolves once, refuses the whole host if any of its addresses is
 * refused, and hands the checked addresses to the connection (so nothing resolves it again).
 */
export function guardedLookup(policy: UrlPolicy, resolver: Resolver = systemResolver) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    resolver(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
        if (addresses.some((a) => !addressAllowed(hostname, a.address, policy))) return callback(new BlockedAddressError(URL_MESSAGES.privateHost), []);
        const family = options.family === 'IPv4' || options.family === 4 ? 4 : options.family === 'IPv6' || options.family === 6 ? 6 : 0;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) return callback(Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' }), []);
        if (options.all) return callback(null, usable);
        return callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}
