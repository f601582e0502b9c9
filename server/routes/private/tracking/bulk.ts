// The dashboard's bulk tracking (register with prefix '/api/private'):
//   POST /tracking/bulk {awbs: string[]}   bearer: up to 200 AWBs (duplicates counted once), each
//                                          answered from what the tracking module stores, never by
//                                          asking a carrier here; the caller's own parcels in full
//                                          (order, cash on delivery), others as public tracking shows
// Malformed AWBs and lists over 200 are a 422 whose message names them (src/shared/bulk-tracking.ts,
// the same words the page says before it asks). Limited per IP with the public AWB lookups (one
// window: a bulk request weighs its AWBs, services/tracking/lookup-limit.ts).
import type { FastifyInstance } from 'fastify';
import { BULK_AWB_MESSAGES, parseBulkAwbs } from '../../../../src/shared/bulk-tracking.ts';
import { signedInCustomer } from '../../../http/auth.ts';
import { validationFailure, type FieldErrors } from '../../../services/failure.ts';
import { bulkTracking, COD_STATE_LABELS, type BulkItem } from '../../../services/exports/index.ts';
import { LookupLimiter } from '../../../services/tracking/index.ts';
import { schemaErrors } from '../../shared/price-request-schema.ts';
import type { Answer } from '../answers-common.ts';
import type { bulkTrackingAnswerSchema } from './answers.ts';

const bodySchema = {
  type: 'object',
  required: ['awbs'],
  additionalProperties: false,
  properties: {
    // The count and the format are checked with their own messages (parseBulkAwbs).
    awbs: { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 100 } },
  },
} as const;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function itemOf({ item, own, cod }: BulkItem): Answer<typeof bulkTrackingAnswerSchema>['data'][number] {
  const last = item.history.at(-1);
  return {
    awb: item.awb ?? '',
    found: item.found,
    own,
    carrier_id: item.carrier_id,
    carrier: item.carrier,
    order_id: own ? item.order_id : null,
    reference: own ? item.reference : null,
    track_url: item.track_url ?? '',
    status: item.current_status,
    status_id: item.current_status_id,
    is_final: item.is_current_status_final,
    last_event: last?.status_description ?? null,
    last_event_location: last?.location ?? null,
    last_event_at: last?.timestamp ?? null,
    demo: item.demo,
    message: item.found ? null : (item.message ?? null),
    cod: cod
      ? {
          amount_bani: cod.amountBani,
          state: cod.state,
          state_label: COD_STATE_LABELS[cod.state],
          collected: cod.collectedAt !== null,
          collected_at: iso(cod.collectedAt),
          paid_out: cod.paidOutAt !== null,
          paid_out_at: iso(cod.paidOutAt),
        }
      : null,
  };
}

export default async function bulkTrackingRoutes(app: FastifyInstance) {
  // The same limit and window as the public AWB lookups (POST /orders/track-by-awb).
  const limiter = new LookupLimiter(app.db, app.appConfig.tracking.lookupsPerMinute);

  app.post<{ Body: { awbs: string[] } }>(
    '/tracking/bulk',
    { preHandler: app.authenticate, schema: { body: bodySchema }, attachValidation: true },
    async (request) => {
      if (request.validationError) {
        const errors = schemaErrors(request.validationError.validation, { awbs: BULK_AWB_MESSAGES.tooMany(request.body?.awbs?.length ?? 0, []) });
        throw validationFailure(errors);
      }
      const list = parseBulkAwbs(request.body.awbs);
      if (!list.ok) {
        const errors: FieldErrors = { awbs: [list.message] };
        for (const { index, raw } of list.invalid) errors[`awbs.${index}`] = [BULK_AWB_MESSAGES.invalidItem(raw)];
        throw validationFailure(errors, 'validation_failed', list.message);
      }
      await limiter.take(request.ip, list.awbs.length);
      const items = await bulkTracking(app.tracking, signedInCustomer(request).customer.id, list.awbs);
      const answer: Answer<typeof bulkTrackingAnswerSchema> = { data: items.map(itemOf) };
      return answer;
    },
  );
}
