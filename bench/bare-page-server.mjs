// `node bench/bare-page-server.mjs <dir> <port>`: serves the built bare page (bench/bare-page.mjs)
// with gzip, as a real host would. Its own process: the bench blocks its own while Lighthouse runs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir, port] = process.argv.slice(2);
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const file = normalize(join(dir, path === '/' ? 'index.html' : path));
  let body;
  try {
    if (!file.startsWith(dir)) throw new Error('outside the page');
    body = readFileSync(file);
  } catch {
    res.writeHead(404).end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': path === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(gzip ? gzipSync(body, { level: 9 }) : body);
}).listen(Number(port), '127.0.0.1');
