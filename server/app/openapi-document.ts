// The public API's OpenAPI document without a running server: the public plugin registered on a bare
// Fastify instance (no database, no listening) and its /openapi.json read back. The documentation
// build (scripts/docs-build.ts) renders /docs from it; tests/server/public-openapi.test.ts checks that
// it is the very document the server serves, so the two cannot drift apart.
import Fastify from 'fastify';
import type { Config } from '../config/index.ts';
import { charactersKeyword, installTextGuard } from '../http/text-characters.ts';
import { PUBLIC_API_PREFIX, publicApi } from '../routes/public/public-api.ts';
import { PUBLIC_ROUTES } from '../routes/public/routes.ts';
import { OPENAPI_PATH } from '../routes/public/openapi.ts';
import { installCommerce } from './commerce.ts';
import { installTracking } from './tracking.ts';
import { installPayouts } from './payouts.ts';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };

export async function buildOpenApiDocument(config: Config): Promise<OpenApiDocument> {
  // The same ajv set-up as buildApp (server/app/index.ts): the text guard adds its keyword to the schemas.
  const app = Fastify({ ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true }, plugins: [charactersKeyword] } });
  try {
    app.decorate('appConfig', config);
    // Registering the routes touches none of these; only handling a request would.
    app.decorate('db', null as never);
    app.decorate('auth', {} as never);
    app.decorate('jobs', null as never);
    installCommerce(app);
    installTracking(app);
    installPayouts(app);
    installTextGuard(app);
    await app.register(publicApi(PUBLIC_ROUTES), { prefix: PUBLIC_API_PREFIX });
    const res = await app.inject({ method: 'GET', url: `${PUBLIC_API_PREFIX}${OPENAPI_PATH}` });
    if (res.statusCode !== 200) throw new Error(`OpenAPI document: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json();
  } finally {
    await app.close();
  }
}
