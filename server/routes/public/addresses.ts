// The public API's address book (contract: api-shapes, "GET /addresses/billing|shipping|delivery"),
// on the same service as the dashboard's (services/addresses/). For each {type} of billing,
// shipping (sender) and delivery (recipient):
//   GET    /addresses/{type}?page&per_page(15|50|100|200)&all  -> {list: Address[], meta{total, per_page, current_page, last_page, from, to}}
//   GET    /addresses/{type}/{id}                              -> {message, data: Address}
//   POST   /addresses/{type}                 (read_write key)  -> 201 {message, data: Address}
//   PUT    /addresses/{type}/{id}            (read_write key)  -> {message, data: Address} (the fields sent change)
//   DELETE /addresses/{type}/{id}            (read_write key)  -> {success, id, new_default_id, message}
//   POST   /addresses/{type}/{id}/default    (read_write key)  -> {message, data: Address}
// The default is also set with `is_default: true` in a POST or PUT. An address of another account or
// of another type is not found (404). Every route is one per type, so each has its exact schema.
import type { FastifyInstance } from 'fastify';
import { ADDRESS_KINDS, type AddressKind } from '../../db/schema.ts';
import type { AddressFields } from '../../services/addresses/index.ts';
import {
  ADDRESS_SERVICE_MESSAGES,
  addressId,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../services/addresses/index.ts';
import { Failure } from '../../services/failure.ts';
import { ADDRESS_FIELD_MESSAGES } from '../shared/address-schema.ts';
import { ADDRESS_BODY_EXAMPLES, ADDRESS_CHANGE_EXAMPLE, addressBodySchema, deletedResponse, listResponse, oneResponse } from './schemas/addresses.ts';
import { failure, invalid, notFound, PAGE_ERROR, withErrors } from './schemas/common.ts';
import { addressMeta, pageOf, PER_PAGE } from './pagination.ts';
import { apiCaller } from './public-api.ts';

const TAGS = ['Adrese'];
const NAMES: Record<AddressKind, { plural: string; one: string; id: string; ids: string }> = {
  billing: { plural: 'adresele de facturare', one: 'adresa de facturare', id: 'BillingAddress', ids: 'BillingAddresses' },
  shipping: { plural: 'adresele de expediere (ale expeditorului)', one: 'adresa de expediere', id: 'ShippingAddress', ids: 'ShippingAddresses' },
  delivery: { plural: 'adresele de livrare (ale destinatarilor)', one: 'adresa de livrare', id: 'DeliveryAddress', ids: 'DeliveryAddresses' },
};

const NOT_FOUND = notFound('Adresa nu există, este a altui cont sau este de alt tip decât cel din cale.');
const INVALID = invalid('Adresa nu este validă: câmpuri lipsă sau greșite, localitate necunoscută, cod poștal care nu este al localității, telefon care nu este românesc... (toate problemele, pe câmp, în details).');

const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'string', maxLength: 10, description: 'Pagina, de la 1 (implicit 1).', examples: ['1'] },
    per_page: { type: 'string', maxLength: 10, description: `Câte pe pagină: ${PER_PAGE.join(', ')} (implicit 15).`, examples: ['15'] },
    all: { type: 'string', maxLength: 10, description: 'true (sau 1): toate adresele într-o singură pagină (meta rămâne corectă); altfel paginat.', examples: ['true'] },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20, description: 'Id-ul adresei (id din listă sau din răspunsul creării).', examples: ['1'] } },
} as const;

function idOf(raw: string): number {
  const id = addressId(raw);
  if (id === null) throw new Failure(404, 'not_found', ADDRESS_SERVICE_MESSAGES.notFound);
  return id;
}

const write = { scope: 'read_write' as const, fieldMessages: ADDRESS_FIELD_MESSAGES };

function kindRoutes(app: FastifyInstance, kind: AddressKind) {
  const path = `/addresses/${kind}`;
  const { plural, one, id, ids } = NAMES[kind];
  const body = { ...addressBodySchema, examples: [ADDRESS_BODY_EXAMPLES[kind]] };

  app.get<{ Querystring: { page?: string; per_page?: string; all?: string } }>(
    path,
    {
      schema: withErrors({
        operationId: `list${ids}`,
        summary: `Lista cu ${plural}`,
        description: `Adresele contului, cea implicită prima, apoi cele mai noi. Paginată (per_page 15, 50, 100 sau 200); cu all=true, toate într-o pagină.`,
        tags: TAGS,
        querystring: listQuery,
        response: { 200: listResponse(kind) },
      }, PAGE_ERROR),
    },
    async (request) => {
      const customerId = apiCaller(request).customerId;
      const { page, perPage } = pageOf(request.query);
      const all = request.query.all === 'true' || request.query.all === '1';
      const { items, total } = await listAddresses(app.db, customerId, kind, all ? 1 : page, all ? null : perPage);
      return { list: items, meta: all ? addressMeta(total, 1, Math.max(total, perPage)) : addressMeta(total, page, perPage) };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${path}/:id`,
    {
      schema: withErrors({
        operationId: `get${id}`,
        summary: `O ${one.replace('adresa', 'adresă')}`,
        description: `${capital(one)} cu acest id (404 dacă nu este a contului sau este de alt tip).`,
        tags: TAGS,
        params: idParams,
        response: { 200: oneResponse(kind) },
      }, NOT_FOUND),
    },
    async (request) => ({ message: 'Adresa cerută.', data: await getAddress(app.db, apiCaller(request).customerId, idOf(request.params.id), kind) }),
  );

  app.post<{ Body: AddressFields }>(
    path,
    {
      config: write,
      schema: withErrors({
        operationId: `create${id}`,
        summary: `Adaugă ${one.replace('adresa', 'o adresă')}`,
        description:
          'Cheie read_write. Câmpurile sunt cele din răspuns; localitatea prin locality_id (SIRUTA). Prima adresă a tipului devine implicită, ca și una trimisă cu is_default: true. Toate problemele vin deodată, pe câmp, în details.',
        tags: TAGS,
        body,
        response: { 201: { ...oneResponse(kind), description: 'Adresa adăugată.' } },
      }, INVALID, failure(409, 'too_many_addresses', 'Contul are deja numărul maxim de adrese de acest tip (500): șterge una pe care nu o mai folosești.')),
    },
    async (request, reply) => {
      const view = await createAddress(app.db, apiCaller(request).customerId, kind, request.body ?? {});
      return reply.code(201).send({ message: ADDRESS_SERVICE_MESSAGES.created, data: view });
    },
  );

  app.put<{ Params: { id: string }; Body: AddressFields }>(
    `${path}/:id`,
    {
      config: write,
      schema: withErrors({
        operationId: `update${id}`,
        summary: `Modifică ${one}`,
        description: 'Cheie read_write. Se schimbă doar câmpurile trimise; adresa rezultată este verificată întreagă. is_default: true o face implicită, false o scoate.',
        tags: TAGS,
        params: idParams,
        body: { ...addressBodySchema, examples: [ADDRESS_CHANGE_EXAMPLE] },
        response: { 200: { ...oneResponse(kind), description: 'Adresa modificată.' } },
      },
      NOT_FOUND,
      INVALID,
      failure(409, 'address_changed', 'Adresa a fost modificată între timp de altă cerere (de trei ori la rând): citește-o din nou și reîncearcă.')),
    },
    async (request) => {
      const view = await updateAddress(app.db, apiCaller(request).customerId, idOf(request.params.id), request.body ?? {}, kind);
      return { message: ADDRESS_SERVICE_MESSAGES.updated, data: view };
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${path}/:id`,
    {
      config: write,
      schema: withErrors({
        operationId: `delete${id}`,
        summary: `Șterge ${one}`,
        description: 'Cheie read_write. Dacă era adresa implicită, cea mai nouă dintre celelalte de același tip devine implicită (new_default_id).',
        tags: TAGS,
        params: idParams,
        response: { 200: deletedResponse },
      }, NOT_FOUND),
    },
    async (request) => {
      const deleted = await deleteAddress(app.db, apiCaller(request).customerId, idOf(request.params.id), kind);
      return { success: true, ...deleted, message: ADDRESS_SERVICE_MESSAGES.deleted };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${path}/:id/default`,
    {
      config: write,
      schema: withErrors({
        operationId: `setDefault${id}`,
        summary: `Fă implicită ${one}`,
        description: 'Cheie read_write. Adresa devine cea implicită a tipului ei; cea implicită de până acum nu mai este (în aceeași tranzacție).',
        tags: TAGS,
        params: idParams,
        response: { 200: { ...oneResponse(kind), description: 'Adresa, acum cea implicită a tipului ei.' } },
      }, NOT_FOUND),
    },
    async (request) => {
      const view = await setDefaultAddress(app.db, apiCaller(request).customerId, idOf(request.params.id), kind);
      return { message: ADDRESS_SERVICE_MESSAGES.madeDefault, data: view };
    },
  );
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export default async function publicAddressRoutes(app: FastifyInstance) {
  for (const kind of ADDRESS_KINDS) kindRoutes(app, kind);
}
