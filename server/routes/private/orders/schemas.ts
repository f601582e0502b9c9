// JSON schemas of the order, wallet and payment calls (types and sizes only: the rules, with their
// Romanian messages, are the services'), the 422 shape of a schema failure, and the page/per_page
// query of the lists (the market API's 15|50|100|200).
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FieldErrors } from '../../../http/validation.ts';
import { validationFailure } from '../../../services/failure.ts';
import { TEXT_LIMITS as T } from '../../../../src/shared/field-limits.ts';
import { FIELD } from '../../../services/pricing/messages.ts';
import { priceRequestSchema, schemaErrors, text } from '../../shared/price-request-schema.ts';

/** A card sent by mistake is let through the schema so the rules can say why it is refused (card.ts CARD_NOT_HERE). */
export const cardSentByMistake = {} as const;

export const orderBodySchema = {
  ...priceRequestSchema,
  required: ['carrier_id', 'service_id', 'address_from', 'address_to', 'content', 'billing', 'payment'],
  properties: {
    ...priceRequestSchema.properties,
    email: text(T.email.max),
    billing: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { type: 'string', enum: ['person', 'company'] },
        // A person's or a company's name: the longer limit of the two (the rules check each).
        name: text(Math.max(T.name.max, T.company.max)),
        cui: text(T.cui.max),
        reg_com: text(T.regCom.max),
        address: text(T.billingAddress.max),
        locality_id: { type: 'integer', minimum: 1, maximum: 99_999_999 },
      },
    },
    payment: {
      type: 'object',
      required: ['method'],
      additionalProperties: false,
      properties: { method: { type: 'string', enum: ['card', 'wallet'] }, card: cardSentByMistake, return_path: text(300) },
    },
    expected_total_bani: { type: 'integer', minimum: 0 },
    // The day is checked by the engine (one of the offer's pickup_dates), with its Romanian message.
    pickup_date: text(10),
  },
} as const;

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
