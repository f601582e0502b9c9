// The order mail templates (declared in order-mails.ts) and their renderer: the confirmation and the
// unbookable notice, built when the job runs from the order as it is then.
import { defineMailRenderers } from '../mail/index.ts';
import type { CommerceContext } from './context.ts';
import { buildOrderMail } from './order-mails.ts';

export const orderMailRenderers = defineMailRenderers<CommerceContext>()({
  order_confirmation: buildOrderMail,
  order_unbookable: buildOrderMail,
});
