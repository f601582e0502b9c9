// The schemas of the public API's webhook calls (webhooks.ts): summary, description, parameters,
// bodies with the examples the documentation sends, answers and the errors each call can give.
import { WEBHOOK_MESSAGES } from '../../../services/webhooks/index.ts';
import { endpointChangeBodySchema, newEndpointBodySchema } from '../../shared/webhook-endpoint-schemas.ts';
import { failure, invalid, notFound, PAGE_ERROR, testMode, withErrors } from './common.ts';
import { PER_PAGE } from '../pagination.ts';
import { deliverySchema, EXAMPLE_DELIVERY } from './webhook-deliveries.ts';
import { endpointSchema, endpointWithSecretSchema, EXAMPLE_ENDPOINT, EXAMPLE_SECRET, secretProperty, text } from './webhook-endpoints.ts';

const TAGS = ['Webhookuri'];

const ENDPOINT_NOT_FOUND = notFound('Endpointul nu există, este al altui cont sau este de celălalt mod decât cheia (o cheie de test vede doar endpointurile de test, una live doar pe cele live).');
const ENDPOINT_INVALID = invalid(
  'Endpointul nu este valid: adresa nu este HTTPS sau nu este publică (localhost, rețea privată), un eveniment necunoscut, nicio listă de evenimente, descriere prea lungă (details, pe câmp).',
);
const INACTIVE = failure(409, 'endpoint_inactive', 'Endpointul este pus pe pauză (is_active: false): activează-l întâi.');
const TOO_MANY_TESTS = failure(429, 'too_many_test_events', 'Endpointul a primit deja în ultima oră câte evenimente de test se pot trimite (10 implicit); antetul Retry-After spune peste câte secunde poți trimite altul.');

// The body examples of the request calls, sent by the documentation as they are.
const webhookBody = <S extends object>(schema: S, example: Record<string, unknown>) => ({ ...schema, examples: [example] });
const eventsItems = (schema: { properties: { events: { items: object } } }) => ({
  ...schema,
  properties: { ...schema.properties, events: { ...schema.properties.events, items: { ...schema.properties.events.items, description: 'Tipul unui eveniment.' } } },
});

const idParams = (description: string) =>
  ({
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', maxLength: 20, description, examples: ['1'] } },
  }) as const;
const endpointParams = idParams('Id-ul endpointului (număr întreg).');

const WEBHOOK_DOC = [
  'Trimitem evenimentele prin POST, semnate după specificația Standard Webhooks (https://www.standardwebhooks.com):',
  'antetele webhook-id (msg_…, același la reîncercări), webhook-timestamp (secunde Unix) și',
  'webhook-signature: v1,<base64 HMAC-SHA256 al textului "id.timestamp.corp" cu secretul endpointului>.',
  'Corpul: {type, timestamp, data}. Răspunde cu 2xx în cel mult 5 secunde; altfel reîncercăm cu pauze care se dublează',
  '(de la 5 s până la 4 h), timp de aproximativ 3 zile. După 5 eșecuri la rând, endpointul primește o pauză automată',
  '(1 minut, apoi tot mai lungă, până la o oră) până la prima livrare reușită. Un răspuns 410 Gone pune endpointul pe pauză.',
  'Evenimente: order.created (comandă nouă), order.status_changed (data: order_id, order_number, awb, carrier_id, status_id,',
  'status, status_key, description, is_final, previous_status_id, previous_status, carrier_status_code, occurred_at),',
  'repayment.paid (ramburs plătit), payout.paid (transfer de rambursuri plătit), return.created (cerere de retur nouă; data: return_id,',
  'order_id, order_reference, status, drop_off_method, carrier_id, items, created_at) și return.status_changed (aceleași câmpuri și',
  'previous_status, event, note, occurred_at).',
].join(' ');

export const webhookSchemas = {
  list: withErrors({
    operationId: 'listWebhooks',
    summary: 'Lista endpointurilor de webhook',
    description: `Endpointurile contului, cele mai noi primele (cel mult 10). Secretele nu apar aici. ${WEBHOOK_DOC}`,
    tags: TAGS,
    response: { 200: { type: 'array', items: endpointSchema, description: 'Endpointurile.', examples: [[EXAMPLE_ENDPOINT]] } },
  }),
  create: withErrors({
    operationId: 'createWebhook',
    summary: 'Adaugă un endpoint de webhook',
    description:
      'Adaugă o adresă HTTPS publică și evenimentele pe care le primește (cel mult 10 endpointuri pe cont). Răspunsul conține secretul de semnare; îl poți vedea din nou cu GET /webhooks/{id}/secret.',
    tags: TAGS,
    body: webhookBody(eventsItems(newEndpointBodySchema), { url: EXAMPLE_ENDPOINT.url, description: EXAMPLE_ENDPOINT.description, events: EXAMPLE_ENDPOINT.events }),
    response: { 201: endpointWithSecretSchema },
  }, ENDPOINT_INVALID, failure(409, 'too_many_webhooks', 'Contul are deja numărul maxim de endpointuri (10): șterge unul întâi.')),
  get: withErrors({
    operationId: 'getWebhook',
    summary: 'Un endpoint de webhook',
    description: 'Endpointul cu id-ul dat (al contului tău și de modul cheii).',
    tags: TAGS,
    params: endpointParams,
    response: { 200: endpointSchema },
  }, ENDPOINT_NOT_FOUND),
  update: withErrors({
    operationId: 'updateWebhook',
    summary: 'Modifică un endpoint de webhook',
    description: 'Schimbă adresa, descrierea, evenimentele sau starea (is_active: false îl pune pe pauză). Trimite doar câmpurile pe care le schimbi.',
    tags: TAGS,
    params: endpointParams,
    body: webhookBody(eventsItems(endpointChangeBodySchema), { events: ['order.status_changed'], is_active: false }),
    response: { 200: endpointSchema },
  }, ENDPOINT_NOT_FOUND, ENDPOINT_INVALID),
  remove: withErrors({
    operationId: 'deleteWebhook',
    summary: 'Șterge un endpoint de webhook',
    description: 'Șterge endpointul și istoricul livrărilor lui; nu mai primește evenimente.',
    tags: TAGS,
    params: endpointParams,
    response: {
      200: {
        type: 'object',
        required: ['id', 'deleted', 'message'],
        properties: {
          id: { type: 'integer', description: 'Id-ul endpointului șters.', examples: [42] },
          deleted: { type: 'boolean', description: 'Întotdeauna true.', examples: [true] },
          message: text('Confirmarea, în română.', WEBHOOK_MESSAGES.deleted),
          test_mode: testMode,
        },
        description: 'Confirmarea ștergerii.',
        examples: [{ id: 42, deleted: true, message: WEBHOOK_MESSAGES.deleted }],
      },
    },
  }, ENDPOINT_NOT_FOUND),
  rotate: withErrors({
    operationId: 'rotateWebhookSecret',
    summary: 'Înlocuiește secretul de semnare',
    description: 'Generează un secret nou; semnăturile se fac de acum doar cu el (actualizează-l în aplicația ta).',
    tags: TAGS,
    params: endpointParams,
    response: { 200: endpointWithSecretSchema },
  }, ENDPOINT_NOT_FOUND),
  secret: withErrors({
    operationId: 'getWebhookSecret',
    summary: 'Arată secretul de semnare',
    description: 'Secretul curent al endpointului (necesită o cheie read_write).',
    tags: TAGS,
    params: endpointParams,
    response: {
      200: {
        type: 'object',
        required: ['id', 'secret'],
        properties: { id: { type: 'integer', description: 'Id-ul endpointului.', examples: [42] }, secret: secretProperty, test_mode: testMode },
        description: 'Secretul curent al endpointului.',
        examples: [{ id: 42, secret: EXAMPLE_SECRET }],
      },
    },
  }, ENDPOINT_NOT_FOUND),
  deliveries: withErrors({
    operationId: 'listWebhookDeliveries',
    summary: 'Livrările unui endpoint',
    description: 'Evenimentele trimise endpointului, cele mai noi primele, cu fiecare încercare (cod HTTP, oră, eroare, durată).',
    tags: TAGS,
    params: endpointParams,
    querystring: {
      type: 'object',
      properties: {
        page: { type: 'string', maxLength: 10, description: 'Pagina, de la 1.', examples: ['1'] },
        per_page: { type: 'string', maxLength: 10, description: `Câte pe pagină: ${PER_PAGE.join(', ')} (implicit 15).`, examples: ['15'] },
      },
    },
    response: {
      200: {
        type: 'object',
        required: ['list', 'pagination'],
        properties: {
          list: { type: 'array', description: 'Livrările paginii, cele mai noi primele.', items: deliverySchema },
          pagination: {
            type: 'object',
            description: 'Despre pagină.',
            required: ['total', 'per_page', 'current_page', 'last_page'],
            properties: {
              total: { type: 'integer', description: 'Câte livrări are endpointul.', examples: [1] },
              per_page: { type: 'integer', description: 'Câte pe pagină.', examples: [15] },
              current_page: { type: 'integer', description: 'Pagina de față.', examples: [1] },
              last_page: { type: 'integer', description: 'Ultima pagină.', examples: [1] },
            },
          },
          test_mode: testMode,
        },
        description: 'O pagină de livrări.',
        examples: [{ list: [EXAMPLE_DELIVERY], pagination: { total: 1, per_page: 15, current_page: 1, last_page: 1 } }],
      },
    },
  }, ENDPOINT_NOT_FOUND, PAGE_ERROR),
  test: withErrors({
    operationId: 'sendWebhookTestEvent',
    summary: 'Trimite un eveniment de test',
    description:
      'Pune la trimis un eveniment webhook.test (data: endpoint_id, message) la endpoint, oricare ar fi evenimentele lui, chiar și în pauza automată după eșecuri. Se trimite o singură dată, fără reîncercări; cel mult 10 pe oră pentru un endpoint. Endpointul trebuie să fie activ.',
    tags: TAGS,
    params: endpointParams,
    response: { 202: { ...deliverySchema, description: 'Livrarea pusă la trimis.' } },
  }, ENDPOINT_NOT_FOUND, INACTIVE, TOO_MANY_TESTS),
  resend: withErrors({
    operationId: 'resendWebhookDelivery',
    summary: 'Retrimite o livrare',
    description:
      'Trimite din nou livrarea (același webhook-id, același corp). Una care așteaptă o reîncercare este trimisă acum. Endpointul trebuie să fie activ.',
    tags: TAGS,
    params: idParams('Id-ul livrării (număr întreg).'),
    response: { 202: { ...deliverySchema, description: 'Livrarea pusă din nou la trimis.' } },
  }, notFound('Livrarea nu există sau este a altui cont.'), INACTIVE),
};
