// `curiero-payouts`: the payout provider and its context as `app.payouts` (app/payouts.ts), shared by
// the repayment routes of both doors and the payout jobs.
import fp from 'fastify-plugin';
import type { PayoutContext } from '../../services/repayments/index.ts';
import { payoutsOf } from '../payouts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payout provider and its context (app/payouts.ts). Tests may swap `provider` on it. */
    payouts: PayoutContext;
  }
}

export default fp(
  async (app) => {
    app.decorate('payouts', payoutsOf(app));
  },
  { name: 'curiero-payouts', dependencies: ['curiero-db', 'curiero-auth'] },
);
