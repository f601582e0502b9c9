// The one PayoutContext of an app (`app.payouts`, decorated by the plugin `curiero-payouts`,
// app/plugins/), shared by the repayment routes (private and public) and the payout jobs: the payout
// provider from the configuration (the bank-transfer API of PAYOUT_PROVIDER_URL, else the simulated
// one). Tests may swap `provider` on it.
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../services/auth/index.ts';
import { createPayoutProviders, type PayoutContext } from '../services/repayments/index.ts';

// Keyed by the app's auth context: a plugin's `app` is its own instance, the context is the app's.
const built = new WeakMap<AuthContext, PayoutContext>();

export function payoutsOf(app: FastifyInstance): PayoutContext {
  const known = built.get(app.auth);
  if (known) return known;
  const ctx: PayoutContext = { db: app.db, ...createPayoutProviders(app.appConfig.payouts), log: app.log };
  built.set(app.auth, ctx);
  return ctx;
}
