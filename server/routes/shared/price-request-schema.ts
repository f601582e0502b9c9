// The JSON schema of a price request (api-shapes PriceRequest, written in src/shared/api/
// order-request-schema.ts), shared by price-calculation and the order call that extends it, and
// the 422 field errors of a schema failure with a message that fits each type (and, given per
// path, each bound). Types and sizes only: the rules are the engine's.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { hasFixedMessage, toFieldErrors, type FieldErrors } from '../../http/validation.ts';
import { FIELD } from '../../services/pricing/index.ts';

// The schemas themselves are shared with the app and the services, which derive their types from them.
export { addressSchema, count, id, priceRequestSchema, text } from '../../../src/shared/api/order-request-schema.ts';

/**
 * Messages by field path, array indexes as '*', for failures other than a missing value or a wrong
 * type: the engine's words for the same limits (the private and the public price and order calls).
 */
export const PRICE_REQUEST_MESSAGES: Readonly<Record<string, string>> = {
  carrier_id: FIELD.carrier,
  service_id: FIELD.service,
  'address_from.locality_id': FIELD.localityNotFound,
  'address_to.locality_id': FIELD.localityNotFound,
  'address_from.fixed_location_id': FIELD.lockerNotFound,
  'address_to.fixed_location_id': FIELD.lockerNotFound,
  'content.parcels': FIELD.tooManyParcels,
  'content.envelopes_count': FIELD.envelopesCount,
  'content.parcels_count': 'Numărul de colete trebuie să fie un număr întreg.',
  'content.pallets_count': FIELD.pallets,
  'content.parcels.*.sequence_no': 'Numărul de ordine trebuie să fie un număr întreg.',
  'extra.insurance_amount_currency': 'Moneda trebuie să fie RON.',
  'extra.parcel_content': FIELD.content,
  'extra.bank_repayment_currency': 'Moneda trebuie să fie RON.',
};

const TYPE_MESSAGES: Record<string, string> = {
  number: 'Câmpul trebuie să fie un număr.',
  integer: 'Câmpul trebuie să fie un număr întreg.',
  boolean: 'Câmpul trebuie să fie adevărat sau fals.',
  array: 'Câmpul trebuie să fie o listă.',
  object: 'Câmpul trebuie să fie un obiect.',
  string: 'Câmpul trebuie să fie text.',
};

/**
 * Field errors of a schema failure: a type message by type; for other keywords (bounds, enums) the
 * message of `messages` by path (array indexes as '*'), else the generic one.
 */
export function schemaErrors(validation: readonly FastifySchemaValidationError[], messages: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of validation) {
    for (const [field, [generic = '']] of Object.entries(toFieldErrors([error]))) {
      let message = generic;
      if (field !== 'body' && error.keyword === 'type') message = TYPE_MESSAGES[String(error.params.type)] ?? generic;
      else if (field !== 'body' && !hasFixedMessage(error)) message = messages[field.replace(/\.\d+(?=\.|$)/g, '.*')] ?? generic;
      const list = (errors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return errors;
}
