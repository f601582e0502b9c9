// What the public order routes share (orders.ts and its siblings): the tag, the order id and page
// parameters, the 404 of an order, and the order as the contract shows it.
import type { CommerceContext } from '../../services/orders/index.ts';
import { orderView, type OrderBundle } from '../../services/orders/index.ts';
import { notFound } from './schemas/common.ts';
import { PER_PAGE } from './pagination.ts';

export const TAGS = ['Comenzi'];

/** The contract's Order: the app's view, of which the response schema keeps the contract's fields and ours. */
export function publicOrder(bundle: OrderBundle, publicUrl: string, carriers: CommerceContext['carriers']) {
  return orderView(bundle, publicUrl, carriers);
}

export const idList = (max: number) =>
  ({
    type: 'array',
    minItems: 1,
    maxItems: max,
    description: `Id-urile comenzilor (între 1 și ${max}; cele repetate contează o dată).`,
    items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Id-ul unei comenzi.' },
    examples: [[1]],
  }) as const;

export const ORDER_NOT_FOUND = notFound('Comanda nu există, este a altui cont sau a celuilalt mod (test / live) decât cheia.');
export const orderIdParams = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 20, description: 'Id-ul comenzii (order_id din răspunsul creării sau id din listă).', examples: ['1'] } },
} as const;
export const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'string', maxLength: 10, description: 'Pagina, de la 1 (implicit 1).', examples: ['1'] },
    per_page: { type: 'string', maxLength: 10, description: `Câte pe pagină: ${PER_PAGE.join(', ')} (implicit 15).`, examples: ['15'] },
  },
} as const;
