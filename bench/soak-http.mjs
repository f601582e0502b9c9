// The soak's HTTP calls (bench/soak.mjs): node:http over keep-alive agents, one per server process,
// taken in turn request by request (as a balancer spreads a customer's requests over the replicas),
// with a timeout; the answer's status, headers and decoded body.
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const TIMEOUT_MS = 30_000;

/** Round-robin over the processes' base URLs, each with its own keep-alive agent. */
export function balancer(bases, sockets) {
  const targets = bases.map((base) => ({ base, agent: new Agent({ keepAlive: true, maxSockets: sockets }) }));
  let next = 0;
  return {
    pick: () => targets[next++ % targets.length],
    destroy: () => targets.forEach((t) => t.agent.destroy()),
  };
}

/**
 * One request to `target` (from balancer().pick()). `json` is sent as JSON, `form` url-encoded.
 * Resolves with { status, headers, body: Buffer, text(), json() }; rejects on a broken connection or
 * no whole answer within TIMEOUT_MS.
 */
export function call(target, method, path, { json, form, headers = {} } = {}) {
  const all = { 'x-client-type': 'app', 'accept-encoding': 'gzip, br', ...headers };
  let payload;
  if (json !== undefined) {
    payload = JSON.stringify(json);
    all['content-type'] = 'application/json';
  } else if (form !== undefined) {
    payload = new URLSearchParams(form).toString();
    all['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (payload !== undefined) all['content-length'] = Buffer.byteLength(payload);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${target.base}${path}`, { method, agent: target.agent, headers: all }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[res.headers['content-encoding']] ?? ((b) => b);
        let body;
        try {
          body = decode(Buffer.concat(chunks));
        } catch (error) {
          reject(error);
          return;
        }
        const text = () => body.toString('utf8');
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body,
          text,
          json: () => {
            try {
              return JSON.parse(text());
            } catch {
              return null;
            }
          },
        });
      });
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** An answer that is not what the step expects: its status and the start of its body. */
export class Unexpected extends Error {
  constructor(step, res, what = '') {
    super(`${step} answered ${res.status}${what ? ` (${what})` : ''}: ${res.text().slice(0, 200).replace(/\s+/g, ' ')}`);
    this.status = res.status;
  }
}
