// What an admin acting as a customer (an impersonated session, services/auth/admins.ts) may not do,
// whatever the app shows: create an API key, see or make a webhook secret, change where webhooks go,
// the password, the e-mail or where money is paid out (the payout IBAN), or pay (an order, a wallet
// top-up). A route opts in with `config: { notWhileImpersonating: true }`: every such route gets,
// after its own preHandlers (so after app.authenticate), the check that answers 403
// `impersonation_forbidden` with a Romanian message. Nothing is written, no key or secret exists.
// A route that refuses only some requests (a webhook PATCH with a url, an address whose IBAN
// changes) calls refuseWhileImpersonating() itself.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { Failure } from '../services/failure.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /url" of every route flagged notWhileImpersonating (tests list them). */
    impersonationGuarded: Set<string>;
  }
  interface FastifyContextConfig {
    /** The route is refused (403 impersonation_forbidden) in an admin's session as the customer. */
    notWhileImpersonating?: boolean;
  }
}

export const IMPERSONATION_FORBIDDEN =
  'În sesiunea administrativă nu poți crea chei API, vedea sau schimba secretele și adresele webhook-urilor, schimba parola, e-mailul sau IBAN-ul și nici plăti. Clientul o poate face din contul lui.';

export const impersonationForbidden = () => new Failure(403, 'impersonation_forbidden', IMPERSONATION_FORBIDDEN);

/** Whether the request's customer session was opened by an admin. */
export function isImpersonated(request: FastifyRequest): boolean {
  return (request.signedIn?.session.impersonatorAdminId ?? null) !== null;
}

/** Throws the 403 when the request comes from an admin's session as the customer. */
export function refuseWhileImpersonating(request: FastifyRequest): void {
  if (isImpersonated(request)) throw impersonationForbidden();
}

const guard: preHandlerHookHandler = async (request) => refuseWhileImpersonating(request);

/** Installs the check on every route registered later with `config.notWhileImpersonating`. */
export function installImpersonationGuard(app: FastifyInstance): void {
  const guarded = new Set<string>();
  app.decorate('impersonationGuarded', guarded);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.notWhileImpersonating) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') guarded.add(`${method} ${route.url}`);
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...own, guard];
  });
}
