// `curiero-mail`: the mailer as `app.mailer`: the one given (tests) or the one the configuration
// names (SMTP or the outbox folder), closed with the app. Registered before the job runner, so it
// closes after the runner has stopped (onClose hooks run last-added first): a running job's mail
// still goes out.
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../services/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail transport (services/mail/mailer.ts), the accounts' (app.auth.mailer) too. */
    mailer: Mailer;
  }
}

export interface MailOptions {
  /** Instead of the one the configuration names (SMTP or the outbox). */
  mailer?: Mailer | undefined;
}

export default fp<MailOptions>(
  async (app, { mailer }) => {
    const transport = mailer ?? createMailer(app.appConfig, app.log);
    app.decorate('mailer', transport);
    app.addHook('onClose', async () => transport.close?.());
  },
  { name: 'curiero-mail', decorators: { fastify: ['appConfig'] } },
);
