// JSON schemas of the order, wallet and payment calls (types and sizes only: the rules, with their
// Romanian messages, are the services'), the 422 shape of a schema failure, and the page/per_page
// query of the lists (the market API's 15|50|100|200).
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FieldErrors } from '../../../http/validation.ts';
import { validationFailure } from '../../../services/failure.ts';
import { FIELD } from '../../../services/pricing/index.ts';
import { schemaErrors, text } from '../../shared/price-request-schema.ts';

// The order body's schema is shared with the app and the order pipeline (its type derives from it).
export { cardSentByMistake, orderBodySchema } from '../../../../src/shared/api/order-request-schema.ts';

/** A schema failure as the API's 422, with a message that fits each type. */
export function schemaFailure(validation: readonly FastifySchemaValidationError[]) {
  // The parcel limit is in the schema too (price-request-schema.ts): said in the engine's words.
  return validationFailure(schemaErrors(validation, { 'extra.parcel_content': FIELD.content, 'content.parcels': FIELD.tooManyParcels }));
}

export const PER_PAGE = [15, 50, 100, 200] as const;

/** page (>= 1, default 1) and per_page (15|50|100|200, default 15) of a list's query string. */
export function pageQuery(query: { page?: string; per_page?: string }): { page: number; perPage: number } {
  const errors: FieldErrors = {};
  const page = query.page === undefined ? 1 : Number(query.page);
  const perPage = query.per_page === undefined ? 15 : Number(query.per_page);
  if (!/^\d{1,6}$/.test(query.page ?? '1') || page < 1) errors.page = ['Pagina trebuie să fie un număr întreg pozitiv.'];
  if (!(PER_PAGE as readonly number[]).includes(perPage) || !/^\d+$/.test(query.per_page ?? '15')) errors.per_page = ['Numărul pe pagină trebuie să fie 15, 50, 100 sau 200.'];
  if (Object.keys(errors).length) throw validationFailure(errors);
  return { page, perPage };
}

export const pageQuerySchema = {
  type: 'object',
  properties: { page: text(10), per_page: text(10) },
} as const;
