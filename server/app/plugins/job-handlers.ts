// `curiero-job-handlers`: every job kind's handler and the schedules, on the app's runner
// (app/job-handlers.ts). The handlers read the parts they need when they run, so all of them are
// declared here: the runner, the shared contexts, the push sender, the mailer and the render threads
// (the invoice mail's PDF).
import fp from 'fastify-plugin';
import { registerJobHandlers } from '../job-handlers.ts';

export default fp(
  async (app) => {
    registerJobHandlers(app, app.jobs, app.pushSender);
  },
  { name: 'curiero-job-handlers', dependencies: ['curiero-jobs', 'curiero-commerce', 'curiero-tracking', 'curiero-payouts', 'curiero-push', 'curiero-mail', 'curiero-render', 'curiero-events'] },
);
