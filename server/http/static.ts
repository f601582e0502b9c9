// Serves the built PWA (STATIC_DIR): a page of the route table (src/shared/routes-data.ts) is
// answered with its prerendered HTML or the app shell (200), an address of another page with a 301
// there (/calculator), and any other path with the not-found page and 404, so that crawlers and
// links see what the app shows. Caching: hashed files under /assets/ are immutable for a year;
// everything else (index.html, sw.js, the manifest, robots.txt...) is revalidated (no-cache),
// otherwise a new deploy would be hidden behind an old service worker or shell. A page whose params
// name something only the database knows (a shop's return page) is asked `pageExists`: a 404 and
// the not-found page when it says no, as for any other path that is no page.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_PATH } from '../../src/shared/routes-data.ts';
import { isPagePath, matchRoute } from '../../src/shared/route-match.ts';
import type { Config } from '../config/index.ts';
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

/** The 301 target of a route that is another page's address, keeping the query before the fragment. */
export function redirectTarget(path: string, query: string | undefined): string | undefined {
  const target = matchRoute(path)?.route.redirect;
  if (!target) return undefined;
  const at = target.indexOf('#');
  const [base, hash] = at === -1 ? [target, ''] : [target.slice(0, at), target.slice(at)];
  return `${base}${query === undefined ? '' : `?${query}`}${hash}`;
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

/** Whether a page of the route table that needs the database to tell (e.g. /retur/{shop}) exists. */
export type PageExists = (path: string) => Promise<boolean>;

export function installStatic(app: FastifyInstance, config: Config, pageExists: PageExists = async () => true): void {
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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '', query] = splitUrl(request.url);
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return sendNotFound(reply);
    // A missing hashed asset is a stale chunk reference: HTML in its place would only confuse the browser.
    if (path.startsWith('/assets/')) return sendNotFound(reply);
    if (!hasShell) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    const redirect = redirectTarget(path, query);
    if (redirect) return reply.redirect(redirect, 301);
    reply.header('cache-control', 'no-cache');
    const page = prerendered.get(path);
    if (page) return reply.sendFile(`prerendered/${page}`);
    if (isPagePath(path) && (await pageExists(path))) return reply.sendFile('index.html');
    // No such page: the not-found screen's HTML (the app, once started, shows it at /not-found).
    const notFound = prerendered.get(NOT_FOUND_PATH);
    return reply.code(404).sendFile(notFound ? `prerendered/${notFound}` : 'index.html');
  };
  // "/" would otherwise be the static directory itself (403 without an index file). Registered as a
  // plugin, so that it is added after @fastify/compress has loaded (app/index.ts registers it first): a
  // route added at once, outside any plugin, missed its hooks and the home page went uncompressed.
  app.register(async (pages) => {
    pages.get('/', sendPage);
  });
  app.setNotFoundHandler(sendPage);
}
