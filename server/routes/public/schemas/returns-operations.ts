// The public API's returns calls (../returns.ts): the list's query (page, per_page and the inbox's
// filters), its answer {list, meta, counts} (meta as the address lists', pagination.ts addressMeta),
// the request id in the path, the refusal's body and the answer of a status change.
import { IMAGE_TYPES, RETURN_STATUSES } from '../../../db/schema.ts';
import { multiline } from '../../../http/text-characters.ts';
import { PER_PAGE } from '../pagination.ts';
import { testMode } from './common.ts';
import { bool, integer, nullable, text } from './fields.ts';
import { EXAMPLE_RETURN, publicReturnSchema } from './returns.ts';

const query = (description: string, example: string, maxLength: number) => ({ type: 'string', maxLength, description, examples: [example] }) as const;

export const returnListQuerySchema = {
  type: 'object',
  properties: {
    page: query('Pagina, de la 1 (implicit 1).', '1', 10),
    per_page: query(`Câte cereri pe pagină: ${PER_PAGE.join(', ')} (implicit 15).`, '15', 10),
    status: query(`Doar cererile în această stare: ${RETURN_STATUSES.join(', ')}.`, 'requested', 20),
    reason: query('Doar cererile cu cel puțin un produs returnat pentru acest motiv (exact cum e scris în pagina ta de retur).', 'Produs deteriorat', 100),
    from: query('Doar cererile depuse din această zi (AAAA-LL-ZZ, ora României), inclusiv.', '2026-03-01', 10),
    to: query('Doar cererile depuse până în această zi (AAAA-LL-ZZ, ora României), inclusiv.', '2026-03-31', 10),
    q: query('Caută în referința comenzii, AWB, numele, e-mailul și telefonul clientului (cu diacritice sau fără).', 'taranu', 100),
  },
} as const;

const count = (status: string) => integer(`Câte cereri sunt în starea ${status}.`, status === 'requested' ? 2 : 0);

const metaSchema = {
  type: 'object',
  description: 'Despre pagină (ca la listele de adrese).',
  required: ['total', 'per_page', 'current_page', 'last_page', 'from', 'to'],
  properties: {
    total: integer('Câte cereri se potrivesc filtrelor.', 1),
    per_page: integer('Câte cereri pe pagină.', 15),
    current_page: integer('Pagina de față.', 1),
    last_page: integer('Ultima pagină.', 1),
    from: nullable('integer', 'Poziția primei cereri a paginii (null: pagină goală).', 1),
    to: nullable('integer', 'Poziția ultimei cereri a paginii (null: pagină goală).', 1),
  },
} as const;

const countsSchema = {
  type: 'object',
  description: 'Câte cereri ai în fiecare stare (toate, fără filtre; doar ale modului cheii).',
  required: [...RETURN_STATUSES],
  properties: Object.fromEntries(RETURN_STATUSES.map((s) => [s, count(s)])) as Record<(typeof RETURN_STATUSES)[number], ReturnType<typeof count>>,
} as const;

export const returnListSchema = {
  type: 'object',
  description: 'O pagină de cereri de retur, cele mai noi întâi.',
  required: ['list', 'meta', 'counts'],
  properties: {
    list: { type: 'array', description: 'Cererile paginii.', items: publicReturnSchema },
    meta: metaSchema,
    counts: countsSchema,
    test_mode: testMode,
  },
  examples: [
    {
      list: [EXAMPLE_RETURN],
      meta: { total: 1, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 1 },
      counts: { requested: 1, approved: 0, refused: 0, label_issued: 0, in_transit: 0, received: 0, refunded: 0, closed: 0 },
    },
  ],
} as const;

export const returnParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20, description: 'Id-ul cererii de retur (id din listă).', examples: ['1'] } },
} as const;

export const photoParamsSchema = {
  type: 'object',
  required: ['id', 'photo_id'],
  properties: {
    id: returnParamsSchema.properties.id,
    photo_id: { type: 'string', maxLength: 20, description: 'Id-ul fotografiei (photos[].id din detaliile returului).', examples: ['1'] },
  },
} as const;

/** The photo's bytes, in the type it was checked to be when the customer sent it. */
export const photoResponse = {
  description: 'Fotografia (PNG, JPEG sau WebP, cum a trimis-o clientul).',
  content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
};

export const REFUSAL_REASON_LIMITS = { min: 5, max: 1000 } as const;

export const refuseBodySchema = {
  type: 'object',
  required: ['reason'],
  properties: {
    reason: multiline({
      type: 'string',
      maxLength: REFUSAL_REASON_LIMITS.max,
      description: `De ce refuzi cererea, între ${REFUSAL_REASON_LIMITS.min} și ${REFUSAL_REASON_LIMITS.max} de caractere: clientul îl primește pe e-mail.`,
      examples: ['Produsul a fost purtat și nu mai are etichetele.'],
    }),
  },
  examples: [{ reason: 'Produsul a fost purtat și nu mai are etichetele.' }],
} as const;

export const returnActionAnswerSchema = (status: string, message: string) =>
  ({
    type: 'object',
    description: 'Cererea, după schimbarea stării.',
    required: ['success', 'message', 'return'],
    properties: {
      success: bool('Schimbarea a fost făcută (true).', true),
      message: text('Ce s-a întâmplat, în română.', message),
      return: { ...publicReturnSchema, description: 'Cererea de retur, în starea nouă.' },
      test_mode: testMode,
    },
    examples: [{ success: true, message, return: { ...EXAMPLE_RETURN, status, ...actionExample(status) } }],
  }) as const;

const STATUS_EXAMPLES: Record<string, { status_name: string; actions: string[] }> = {
  approved: { status_name: 'Aprobată', actions: ['receive', 'close'] },
  refused: { status_name: 'Refuzată', actions: [] },
  received: { status_name: 'Primită de magazin', actions: ['refund', 'close'] },
  refunded: { status_name: 'Rambursată', actions: ['close'] },
  closed: { status_name: 'Închisă', actions: [] },
};

function actionExample(status: string) {
  const example = STATUS_EXAMPLES[status];
  if (!example) throw new Error(`no example of the status ${status}`);
  return {
    ...example,
    ...(status === 'refused' ? { refusal_reason: refuseBodySchema.examples[0].reason } : {}),
    updated_at: '2026-03-05T09:30:00.000Z',
  };
}
