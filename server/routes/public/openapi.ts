// The public API's OpenAPI 3.1 document, generated from the routes' own schemas (@fastify/swagger
// collects every route registered after it in the public plugin: summaries, descriptions, tags,
// request and answer schemas, in Romanian) and served at /api/public/v1/openapi.json without a key.
// The documentation pages are rendered from it. Paths are relative to the server
// `<PUBLIC_URL>/api/public/v1`, as the leader's client joins them to its base URL.
// Every operation also carries, for the documentation: `operationId` (the route's), `x-scope`
// ("read" or "read_write", from the route's `config.scope`, so that it cannot disagree with the door)
// and `x-errors`, the list of {status, code, reason} it can answer (schemas/common.ts `withErrors`;
// added here: insufficient_scope for the read_write calls, the router's refusals of a path
// parameter, and a parameter's 422 where the route names none), each error status's description
// naming its codes and reasons.
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { publishedCharacters } from '../../http/text-characters.ts';
import { BODY_ERRORS, errorDescription, errorRef, EXAMPLE_ORIGIN, PARAMETER_ERROR, PATH_ERRORS, SCOPE_ERROR, type ErrorCase } from './schemas/common.ts';
import { PUBLIC_API_PREFIX } from './prefix.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** The errors the operation can answer (schemas/common.ts `withErrors`). */
    'x-errors'?: readonly ErrorCase[];
  }
}

export const OPENAPI_PATH = '/openapi.json';

const DESCRIPTION = [
  'API-ul public Curiero pentru magazine: prețuri, comenzi plătite din portofel, etichete, urmărire, agenda de adrese, rambursuri, retururi și webhookuri.',
  'Este compatibil la nivel de câmpuri cu API-ul public al liderului pieței: o integrare scrisă pentru el funcționează schimbând doar adresa de bază.',
  '',
  'Autentificare: antetul `X-API-Key` cu o cheie creată în contul tău (secțiunea „Chei API”). O cheie `read` doar citește; una `read_write` poate și crea, modifica sau anula.',
  'Cheile de test (`cur_test_…`) lucrează doar cu rețeaua simulată a curierilor; fiecare răspuns o spune în antetul `X-Curiero-Mode` și, în răspunsurile-obiect, prin `"test_mode": true`.',
  'Limită: implicit 600 de cereri pe minut pentru fiecare cheie (antetele `RateLimit-*`; peste limită, 429 cu `Retry-After`).',
  'Erorile au forma `{error, message, details}`: un cod, un mesaj în română și, la validare, problemele pe câmpuri.',
  'Sumele sunt în lei, cu zecimale (de exemplu 12.5).',
  'Textele nu pot conține caractere de control: `x-characters: single-line` (implicit) refuză orice caracter de control, `multi-line` permite tab și rânduri noi (422 validation_failed).',
].join('\n');

/** Registers the generator; call before the routes it documents, inside the public plugin. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Curiero — API public', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: `${app.appConfig.publicUrl}${PUBLIC_API_PREFIX}`, description: 'Curiero' }],
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Cheia API a contului (cur_test_… sau cur_live_…).' } } },
      security: [{ apiKey: [] }],
      tags: [
        { name: 'Cont', description: 'Profilul și creditul contului.' },
        { name: 'Adrese', description: 'Agenda de adrese: facturare, expediere și livrare.' },
        { name: 'Locații', description: 'Țări, județe, localități, curieri, servicii și lockere.' },
        { name: 'Căutare', description: 'Căutare de localități și străzi, coduri poștale.' },
        { name: 'Comenzi', description: 'Prețuri, comenzi, anulări, urmărire și etichete.' },
        { name: 'Rambursuri', description: 'Rambursurile încasate la livrare și plățile lor către tine.' },
        { name: 'Retururi', description: 'Cererile de retur ale clienților tăi (retragerea din contract) și schimbările lor de stare.' },
        { name: 'Webhookuri', description: 'Notificări semnate (Standard Webhooks) trimise la adresele tale.' },
      ],
    },
    // Shared schemas (PublicError) keep their $id as their name in components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    // Paths relative to the server above; scope and errors from the route; the text guard's keyword
    // (text-characters.ts) published as the extension x-characters; the examples' links on this deployment.
    transform: ({ schema, url, route }) => ({
      schema:
        schema && !schema.hide
          ? (atOrigin(publishedCharacters(documented(schema as DocumentedSchema, route as RouteOptions)), app.appConfig.publicUrl) as DocumentedSchema)
          : schema,
      url: url.startsWith(PUBLIC_API_PREFIX) ? url.slice(PUBLIC_API_PREFIX.length) || '/' : url,
    }),
  });
}

/** A copy of `value` whose examples link to `origin` (the deployment's PUBLIC_URL) instead of EXAMPLE_ORIGIN. */
function atOrigin(value: unknown, origin: string, inExample = false): unknown {
  if (typeof value === 'string') return inExample && (value === EXAMPLE_ORIGIN || value.startsWith(`${EXAMPLE_ORIGIN}/`)) ? `${origin}${value.slice(EXAMPLE_ORIGIN.length)}` : value;
  if (Array.isArray(value)) return value.map((item) => atOrigin(item, origin, inExample));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, sub]) => [key, atOrigin(sub, origin, inExample || key === 'examples' || key === 'example')]));
}

type DocumentedSchema = { body?: unknown; response?: Record<string, unknown>; 'x-errors'?: readonly ErrorCase[]; [key: string]: unknown };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The route's schema as the document shows it: x-scope, the scope's 403 and every error status described. */
function documented(schema: DocumentedSchema, route: RouteOptions): DocumentedSchema {
  const scope = route.config?.scope === 'read_write' ? 'read_write' : 'read';
  const cases = [...(schema['x-errors'] ?? [])];
  const has = (c: ErrorCase) => cases.some((k) => k.status === c.status && k.code === c.code);
  if (scope === 'read_write' && !has(SCOPE_ERROR)) cases.push(SCOPE_ERROR);
  // A body-less call of a method that reads a JSON body still refuses one it cannot read.
  const methods = [route.method].flat();
  if (methods.some((m) => BODY_METHODS.has(m)) && !has(BODY_ERRORS[0]!)) cases.push(BODY_ERRORS[0]!);
  // A path parameter: the router's refusals; a parameter schema: its 422, unless the route has its own.
  if (route.url.includes(':')) for (const c of PATH_ERRORS) if (!has(c)) cases.push(c);
  if ((schema.params || schema.querystring) && !cases.some((c) => c.status === 422)) cases.push(PARAMETER_ERROR);
  cases.sort((a, b) => a.status - b.status);
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of new Set(cases.map((c) => c.status))) {
    response[status] = { ...errorRef, description: errorDescription(cases, status) };
  }
  return { ...schema, response, 'x-scope': scope, 'x-errors': cases };
}

export default async function openApiRoutes(app: FastifyInstance) {
  app.get(OPENAPI_PATH, { config: { keyless: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
