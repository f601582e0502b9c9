// Where a webhook may be sent (against SSRF: a shop must not make our server call our own network).
// An endpoint is an https:// URL without credentials whose host is a public address. At registration
// the URL is checked and its host resolved (a name that resolves to a private address is refused; a
// name that does not resolve yet is accepted); at every delivery the host is resolved again and the
// connection goes to the address that was checked (guardedLookup: no second resolution that a DNS
// rebinding could answer differently). Refused: loopback, private (RFC 1918, unique local), link-local
// (cloud metadata 169.254.169.254), carrier-grade NAT, multicast, reserved and documentation ranges,
// in any spelling (IPv4-mapped or -translated IPv6, 0.0.0.0 as "0"): one rule, isPublicAddress().
// WEBHOOKS_ALLOW_INSECURE_LOCALHOST (development, tests) lets http://localhost and http://127.0.0.1
// (and https:// to them) through; nothing else private.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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

// The one rule for an address, used at registration (an IP literal, every address the host resolves
// to) and at delivery (guardedLookup): ipaddr.js (maintained, knows the IANA special-purpose
// registries) must call it plain `unicast` once IPv4-mapped forms are read as IPv4 (process()), and
// an IPv6 address must also be global unicast (2000::/3) outside the ranges below, which ipaddr.js
// does not single out. So the IPv4-translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96, ::/8, 3fff::/20
// and the like are refused too.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const NOT_GLOBAL_V6 = [
  '2001::/23', // IETF protocol assignments (Teredo, ORCHID, benchmarking...)
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4: could reach any IPv4, private ones too
  '3fff::/20', // documentation (RFC 9637)
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);
const strip = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/** The address as ipaddr.js reads it, IPv4-mapped IPv6 as IPv4; null for anything but an IP. */
function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const ip = strip(address).split('%')[0]!;
  if (!isIP(ip)) return null;
  try {
    return ipaddr.process(ip);
  } catch {
    return null;
  }
}

/** Whether `address` (an IP) is a public unicast address a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const ip = parsed(address);
  if (!ip || ip.range() !== 'unicast') return false;
  if (ip.kind() === 'ipv4') return true;
  return ip.match(GLOBAL_UNICAST_V6) && !NOT_GLOBAL_V6.some((range) => ip.match(range));
}

function isLoopback(address: string): boolean {
  return parsed(address)?.range() === 'loopback';
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
  // A name's final dot ("localhost.", "nas.local.") names the same host: checked without it.
  const host = strip(url.hostname).replace(/\.+$/, '');
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
