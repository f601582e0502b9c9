// A closed-loop HTTP/1.1 load client for the latency budgets: `connections` keep-alive clients, each
// sending its next request as soon as the answer to the previous one has arrived.
//
// Why not wrk: wrk opens its connections at the start of every run, so a separate warm-up run does
// not warm the measured one. Fifty clients connecting at once to a server that is already busy get
// their first answers one after another over several hundred milliseconds, and that ramp alone made
// wrk's p99 swing between 30 and 130 ms from run to run for the same server (ab and this client,
// after the ramp, measured 17-28 ms). Here the same connections carry the warm-up and then the
// measurement: only requests sent inside the measured window count. Raw sockets with the request
// bytes built once cost the client about a tenth of a core at 4,000 requests per second (node:http
// or fetch cost several times more, on the cores the server is measured on).
import { connect } from 'node:net';
import { percentile } from './stats.mjs';

const HEADER_END = Buffer.from('\r\n\r\n');

function requestBytes(url, method, body, headers) {
  const { hostname, port, pathname, search } = new URL(url);
  const lines = [`${method} ${pathname}${search} HTTP/1.1`, `Host: ${hostname}:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  if (body !== undefined) lines.push(`Content-Length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

/** The status and total length of the first whole response in `buf`, or null when incomplete. */
function parseResponse(buf) {
  const end = buf.indexOf(HEADER_END);
  if (end < 0) return null;
  const head = buf.toString('latin1', 0, end);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (!length) throw new Error(`closed-loop: an answer without Content-Length (${head.split('\r\n')[0]})`);
  const total = end + HEADER_END.length + Number(length[1]);
  return buf.length < total ? null : { status: Number(head.slice(9, 12)), total };
}

/**
 * Runs the load for `warmupSeconds` (unmeasured) and then `seconds` (measured) on the same
 * connections. Latencies in ms; an answer other than 2xx, a timeout (`timeoutMs`) or a broken
 * connection counts as an error.
 */
export function closedLoop(url, { method = 'GET', body, headers = {}, connections = 50, warmupSeconds = 3, seconds = 10, timeoutMs = 5000 } = {}) {
  const request = requestBytes(url, method, body, headers);
  const { hostname, port } = new URL(url);
  const latencies = [];
  let errors = 0;
  /** What the errors were: an answer's status, 'timeout' or 'socket'. */
  const failures = {};
  const fail = (what) => {
    errors++;
    failures[what] = (failures[what] ?? 0) + 1;
  };
  const started = performance.now();
  const measureFrom = started + warmupSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;
  return new Promise((resolve, reject) => {
    let open = connections;
    const sockets = [];
    const finish = () => {
      if (--open > 0) return;
      clearInterval(watchdog);
      latencies.sort((a, b) => a - b);
      resolve({
        requests: latencies.length, errors, failures, seconds, rps: latencies.length / seconds,
        p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN,
        tool: `closed loop, ${connections} keep-alive connections warmed ${warmupSeconds} s`,
      });
    };
    for (let i = 0; i < connections; i++) {
      const socket = connect(Number(port), hostname);
      const state = { socket, sentAt: 0, buf: Buffer.alloc(0), done: false };
      sockets.push(state);
      const stop = () => {
        if (state.done) return;
        state.done = true;
        socket.destroy();
        finish();
      };
      const send = () => {
        const now = performance.now();
        if (now >= measureTo) return stop();
        state.sentAt = now;
        socket.write(request);
      };
      socket.setNoDelay(true);
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        state.buf = state.buf.length ? Buffer.concat([state.buf, chunk]) : chunk;
        let answer;
        try {
          answer = parseResponse(state.buf);
        } catch (error) {
          sockets.forEach((s) => s.socket.destroy());
          clearInterval(watchdog);
          reject(error);
          return;
        }
        if (!answer) return;
        state.buf = state.buf.subarray(answer.total);
        if (state.sentAt >= measureFrom && state.sentAt < measureTo) {
          latencies.push(performance.now() - state.sentAt);
          if (answer.status < 200 || answer.status > 299) fail(answer.status);
        }
        send();
      });
      socket.on('error', () => {
        fail('socket');
        stop();
      });
      socket.on('close', stop);
    }
    const watchdog = setInterval(() => {
      const now = performance.now();
      for (const s of sockets) {
        if (!s.done && s.sentAt && now - s.sentAt > timeoutMs) {
          fail('timeout');
          s.socket.destroy();
        }
      }
    }, 500);
  });
}
