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
import { commerce } from './commerce.ts';
import { trackingContext } from './tracking.ts';
import { payoutsOf } from './payouts.ts';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };

export async function buildOpenApiDocument(config: Config): Promise<OpenApiDocument> {
  // The same ajv set-up as buildApp (server/app/index.ts): the text guard adds its keyword to the schemas.
  const app = Fastify({ ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true }, plugins: [charactersKeyword] } });
  try {
    app.decorate('appConfig', config);
    // Registering the routes touches none of these; only handling a request would. The door's parts
    // (app/parts.ts) are decorated by hand, so the door's own function is registered, not the plugin
    // that declares them.
    app.decorate('db', null as never);
    app.decorate('auth', {} as never);
    app.decorate('jobs', null as never);
    app.decorate('commerce', commerce(app));
    app.decorate('tracking', trackingContext(app));
    app.decorate('payouts', payoutsOf(app));
    installTextGuard(app);
    await app.register(publicApi(PUBLIC_ROUTES), { prefix: PUBLIC_API_PREFIX });
    const res = await app.inject({ method: 'GET', url: `${PUBLIC_API_PREFIX}${OPENAPI_PATH}` });
    if (res.statusCode !== 200) throw new Error(`OpenAPI document: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json();
  } finally {
    await app.close();
  }
}
