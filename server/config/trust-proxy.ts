// TRUST_PROXY: the reverse proxies whose X-Forwarded-* headers are believed.
import { isIP } from 'node:net';
import type { EnvKit } from './env.ts';

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const PROXY_LIST_HINT = 'false or the addresses of your reverse proxies, comma-separated IPs or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8,::1)';

// Forwarded headers are believed only from the listed proxies. "true" (or a hop count) would believe
// them from any client, who could then pick its own address for every per-IP limit: refused, with
// the list to write instead.
export function readTrustProxy(kit: EnvKit): string | false {
  const raw = kit.read('TRUST_PROXY');
  if (raw === undefined || ['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase()) || /^\d+$/.test(raw)) {
    kit.problems.push(`TRUST_PROXY must be ${PROXY_LIST_HINT}; ${JSON.stringify(raw)} would let any client choose its IP with X-Forwarded-For`);
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    kit.problems.push(`TRUST_PROXY must be ${PROXY_LIST_HINT}, got ${JSON.stringify(raw)} (not an address or range: ${bad.map((b) => JSON.stringify(b)).join(', ')})`);
    return false;
  }
  return entries.join(',');
}

// An IP, an IP/prefix (not /0: that is every client), or one of the ranges proxy-addr names.
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
}
