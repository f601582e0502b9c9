// Serves the built PWA (STATIC_DIR) and answers every deep link with the app shell, so the
// client router decides. Caching: hashed files under /assets/ are immutable for a year;
// everything else (index.html, sw.js, the manifest, robots.txt...) is revalidated (no-cache),
// otherwise a new deploy would be hidden behind an old service worker or shell.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sendNotFound } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT =
  'Aplicația nu este disponibilă: lipsește versiunea construită. Rulează „npm run build” și repornește serverul.';

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A GET/HEAD on "/x/" (not "/", not /api) is redirected to "/x", keeping the query. */
export function installTrailingSlashRedirect(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path = '', query] = splitUrl(request.url);
    if (path === '/' || !path.endsWith('/') || isApiPath(path)) return;
    // Collapse leading slashes/backslashes: "//evil.example/" must not become a protocol-relative URL.
    const target = path.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/';
    return reply.redirect(query === undefined ? target : `${target}?${query}`, 301);
  });
}

function splitUrl(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

/** Paths rendered to static HTML at build (scripts/prerender.ts): path -> file under prerendered/. */
function readPrerendered(root: string): Map<string, string> {
  const index = join(root, 'prerendered', 'routes.json');
  if (!existsSync(index)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>));
}

export function installStatic(app: FastifyInstance, config: Config): void {
  const root = config.staticDir;
  const hasShell = existsSync(join(root, 'index.html'));
  const prerendered = readPrerendered(root);
  if (!hasShell) {
    app.log.warn({ staticDir: root }, `no index.html in ${root}: run npm run build (pages answer 503 until then)`);
  }
  if (existsSync(root)) {
    app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      // "/" is a page like the others (prerendered or the shell), answered below.
      index: false,
      redirect: false,
      cacheControl: false,
      // assets/*.br and *.gz are written at build (scripts/precompress.mjs): no per-request compression.
      preCompressed: true,
      allowedPath: (pathName) => !isApiPath(pathName),
      setHeaders: (reply, filePath) => {
        const rel = relative(root, filePath).split(sep).join('/');
        reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : 'no-cache');
        if (rel.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const [path = ''] = splitUrl(request.url);
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return sendNotFound(reply);
    // A missing hashed asset is a stale chunk reference: HTML in its place would only confuse the browser.
    if (path.startsWith('/assets/')) return sendNotFound(reply);
    if (!hasShell) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    const page = prerendered.get(path);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(page ? `prerendered/${page}` : 'index.html');
  };
  // "/" would otherwise be the static directory itself (403 without an index file).
  app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
}
