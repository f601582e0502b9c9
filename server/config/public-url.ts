// The address people open the app at: links in e-mails, OAuth redirects.
import type { EnvKit } from './env.ts';
import type { Listen } from './server.ts';

/** PUBLIC_URL without its trailing slashes, or the server's own address when it is unset (development). */
export function readPublicUrl(kit: EnvKit, listen: Listen): string {
  return (kit.url('PUBLIC_URL', ['http:', 'https:'], 'an http:// or https:// URL') ?? defaultPublicUrl(listen.host, listen.port)).replace(/\/+$/, '');
}

// Where the server itself can be reached when nothing better is known (development).
function defaultPublicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
