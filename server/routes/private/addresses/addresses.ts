// The dashboard's address book (register with prefix '/api/private'; bearer required). The same
// service and field names as the public API's addresses (routes/public/addresses.ts), each address
// with its `kind` (billing | shipping | delivery):
//   GET    /addresses?kind=&page=&per_page=&all=  -> {data: Address[], meta{total, per_page, current_page, last_page, from, to}}
//   GET    /addresses/defaults                    -> {data: {billing, shipping, delivery}} (null where none)
//   GET    /addresses/{id}                        -> {data: Address}
//   POST   /addresses {kind, ...Address fields}   -> 201 {data: Address, message}
//   PUT    /addresses/{id} {fields to change}     -> {data: Address, message}
//   DELETE /addresses/{id}                        -> {data: {id, new_default_id}, message}
//   POST   /addresses/{id}/default                -> {data: Address, message}
// Another account's address is not found (404); refusals are 422 {reason, message, errors}.
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { isImpersonated, refuseWhileImpersonating } from '../../../http/impersonation-guard.ts';
import { ADDRESS_KINDS, type AddressKind } from '../../../db/schema.ts';
import { validationFailure, Failure } from '../../../services/failure.ts';
import {
  ADDRESS_SERVICE_MESSAGES,
  addressId,
  createAddress,
  defaultAddresses,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../../services/addresses/index.ts';
import type { AddressFields } from '../../../services/addresses/index.ts';
import { paginationMeta } from '../../../services/orders/index.ts';
import { pageQuery } from '../orders/schemas.ts';
import { ADDRESS_FIELD_MESSAGES, addressBodyProperties, addressBodySchema } from '../../shared/address-schema.ts';
import type { Answer } from '../answers-common.ts';
import type { addressAnswerSchema, addressPageSchema, defaultAddressesAnswerSchema } from './answers.ts';

/** Deleting an address or making it the default: it is taken as a whole (its IBAN included). */
const WHOLE: Partial<AddressFields> = Object.freeze({});

export const KIND_MESSAGE = 'Alege tipul adresei: billing (facturare), shipping (expediere) sau delivery (livrare).';

const listQuerySchema = {
  type: 'object',
  properties: { kind: { type: 'string', maxLength: 20 }, page: { type: 'string', maxLength: 10 }, per_page: { type: 'string', maxLength: 10 }, all: { type: 'string', maxLength: 10 } },
} as const;

const newAddressSchema = {
  type: 'object',
  required: ['kind'],
  additionalProperties: false,
  properties: { kind: { type: 'string', maxLength: 20 }, ...addressBodyProperties },
} as const;

const idParams = { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } } as const;

function kindOf(raw: unknown): AddressKind {
  if (typeof raw === 'string' && (ADDRESS_KINDS as readonly string[]).includes(raw)) return raw as AddressKind;
  throw validationFailure({ kind: [KIND_MESSAGE] });
}

function idOf(raw: string): number {
  const id = addressId(raw);
  if (id === null) throw new Failure(404, 'not_found', ADDRESS_SERVICE_MESSAGES.notFound);
  return id;
}

export default async function addressRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.authenticate, config: { fieldMessages: { ...ADDRESS_FIELD_MESSAGES, kind: KIND_MESSAGE } } };
  const customerOf = (request: Parameters<typeof signedInCustomer>[0]) => signedInCustomer(request).customer.id;
  const iban = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '');
  // Payouts go to the default billing address's IBAN: in an admin's session as the customer, nothing
  // may change it (a new or changed IBAN, another billing address with one made default or removed).
  const guardPayoutAccount = async (request: Parameters<typeof signedInCustomer>[0], id: number | null, body: Partial<AddressFields> & { kind?: string } = {}) => {
    if (!isImpersonated(request)) return;
    if (id === null) {
      if (body.kind === 'billing' && iban(body.bank_iban)) refuseWhileImpersonating(request);
      return;
    }
    const current = await getAddress(app.db, customerOf(request), id);
    if (current.kind !== 'billing' || !('bank_iban' in current)) return;
    const changed = body.bank_iban !== undefined && iban(body.bank_iban) !== iban(current.bank_iban);
    const moved = iban(current.bank_iban) !== '' && (body.is_default !== undefined || body === WHOLE);
    if (changed || moved) refuseWhileImpersonating(request);
  };

  app.get<{ Querystring: { kind?: string; page?: string; per_page?: string; all?: string } }>(
    '/addresses',
    { ...auth, schema: { querystring: listQuerySchema } },
    async (request) => {
      const kind = kindOf(request.query.kind);
      const { page, perPage } = pageQuery(request.query);
      const all = request.query.all === 'true' || request.query.all === '1';
      const { items, total } = await listAddresses(app.db, customerOf(request), kind, all ? 1 : page, all ? null : perPage);
      const meta = all ? paginationMeta(total, 1, Math.max(total, perPage)) : paginationMeta(total, page, perPage);
      const answer: Answer<typeof addressPageSchema> = { data: items, meta };
      return answer;
    },
  );

  app.get('/addresses/defaults', auth, async (request): Promise<Answer<typeof defaultAddressesAnswerSchema>> => {
    return { data: await defaultAddresses(app.db, customerOf(request)) };
  });

  app.get<{ Params: { id: string } }>('/addresses/:id', { ...auth, schema: { params: idParams } }, async (request): Promise<Answer<typeof addressAnswerSchema>> => {
    return { data: await getAddress(app.db, customerOf(request), idOf(request.params.id)) };
  });

  app.post<{ Body: AddressFields & { kind: string } }>('/addresses', { ...auth, schema: { body: newAddressSchema } }, async (request, reply) => {
    await guardPayoutAccount(request, null, request.body);
    const { kind: rawKind, ...fields } = request.body;
    const view = await createAddress(app.db, customerOf(request), kindOf(rawKind), fields);
    const answer: Answer<typeof addressAnswerSchema> = { data: view, message: ADDRESS_SERVICE_MESSAGES.created };
    return reply.code(201).send(answer);
  });

  app.put<{ Params: { id: string }; Body: AddressFields }>(
    '/addresses/:id',
    { ...auth, schema: { params: idParams, body: addressBodySchema } },
    async (request): Promise<Answer<typeof addressAnswerSchema>> => {
      const id = idOf(request.params.id);
      await guardPayoutAccount(request, id, request.body ?? {});
      const view = await updateAddress(app.db, customerOf(request), id, request.body ?? {});
      return { data: view, message: ADDRESS_SERVICE_MESSAGES.updated };
    },
  );

  app.delete<{ Params: { id: string } }>('/addresses/:id', { ...auth, schema: { params: idParams } }, async (request) => {
    await guardPayoutAccount(request, idOf(request.params.id), WHOLE);
    const deleted = await deleteAddress(app.db, customerOf(request), idOf(request.params.id));
    return { data: deleted, message: ADDRESS_SERVICE_MESSAGES.deleted };
  });

  app.post<{ Params: { id: string } }>('/addresses/:id/default', { ...auth, schema: { params: idParams } }, async (request): Promise<Answer<typeof addressAnswerSchema>> => {
    await guardPayoutAccount(request, idOf(request.params.id), WHOLE);
    const view = await setDefaultAddress(app.db, customerOf(request), idOf(request.params.id));
    return { data: view, message: ADDRESS_SERVICE_MESSAGES.madeDefault };
  });
}
