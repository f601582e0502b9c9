// `curiero-auth`: the accounts' context as `app.auth` (signing key, sessions, the mailer:
// services/auth/context.ts) and the bearer-token checks `app.authenticate` / `app.authenticateAdmin`
// that read it (http/auth.ts).
import fp from 'fastify-plugin';
import { installAuth } from '../../http/auth.ts';
import { createAuthContext } from '../../services/auth/index.ts';
import { prepareDummyHash } from '../../services/auth/index.ts';

export default fp(
  async (app) => {
    installAuth(app);
    app.decorate('auth', createAuthContext(app.db, app.appConfig, app.mailer, app.log));
    // The hash compared against for an unknown address (same time as a wrong password), made before listening.
    app.addHook('onReady', async () => {
      await prepareDummyHash();
    });
  },
  { name: 'curiero-auth', dependencies: ['curiero-db', 'curiero-mail'] },
);
