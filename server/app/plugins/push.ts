// `curiero-push`: the push-notification sender as `app.pushSender`: the one given (tests) or the one
// the configuration names (FCM or the push outbox folder, services/push/sender.ts).
import fp from 'fastify-plugin';
import { createPushSender, type PushSender } from '../../services/push/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the push notifications of the 'push.deliver' jobs (services/push/sender.ts). */
    pushSender: PushSender;
  }
}

export interface PushOptions {
  /** Instead of the one the configuration names (FCM or the push outbox). */
  sender?: PushSender | undefined;
}

export default fp<PushOptions>(
  async (app, { sender }) => {
    app.decorate('pushSender', sender ?? createPushSender(app.appConfig, app.log));
  },
  { name: 'curiero-push', decorators: { fastify: ['appConfig'] } },
);
