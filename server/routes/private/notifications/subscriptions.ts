// The parcels a device follows (register with prefix '/api/private'; contract in README.md, rules in
// services/push/subscriptions.ts), each call naming the device by its token and anon_id:
//   POST   /notifications/subscriptions       {token, anon_id, awb, carrier_id?}  follow a parcel
//   DELETE /notifications/subscriptions       {token, anon_id, awb}               stop following it
//   POST   /notifications/subscriptions/list  {token, anon_id}                    what the device follows
// Bearer optional; one that is sent must be valid. Subscribing is limited per IP (it reveals whether
// an AWB exists, as track-by-awb does under its own limit).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consume, LIMITS, rateLimitKey } from '../../../services/rate-limit.ts';
import type { DeviceCaller } from '../../../services/push/index.ts';
import { listSubscriptions, subscribe, unsubscribe } from '../../../services/push/index.ts';
import type { Answer } from '../answers-common.ts';
import type { parcelSubscriptionListAnswerSchema, pushSuccessAnswerSchema } from './answers.ts';
import { checkBody, listSchema, parcelOf, subscribeSchema, unsubscribeSchema } from './schemas.ts';

interface DeviceBody {
  token: string;
  anon_id: string;
}

interface ParcelBody extends DeviceBody {
  awb: string;
  carrier_id?: number | null;
}

const callerOf = (request: FastifyRequest<{ Body: DeviceBody }>): DeviceCaller => ({
  customerId: request.signedIn?.customer.id ?? null,
  anonId: request.body.anon_id,
});

/** The body's parcel, after the whole body was checked (schema, AWB format, carrier). */
function checkedParcel(request: FastifyRequest<{ Body: ParcelBody }>) {
  const parcel = parcelOf((request.body ?? {}) as Partial<ParcelBody>);
  checkBody(request, parcel.errors);
  return parcel;
}

export default async function subscriptionRoutes(app: FastifyInstance) {
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
  const options = (body: object) => ({ preHandler: optionalAuth, schema: { body }, attachValidation: true });

  app.post<{ Body: ParcelBody }>('/notifications/subscriptions', options(subscribeSchema), async (request): Promise<Answer<typeof pushSuccessAnswerSchema>> => {
    await consume(app.db, LIMITS.pushSubscribePerIp, rateLimitKey(LIMITS.pushSubscribePerIp, request.ip));
    const { awb, carrierId } = checkedParcel(request);
    await subscribe(app.db, request.body.token, awb, carrierId, callerOf(request));
    return { data: { success: true, awb } };
  });

  app.delete<{ Body: ParcelBody }>('/notifications/subscriptions', options(unsubscribeSchema), async (request): Promise<Answer<typeof pushSuccessAnswerSchema>> => {
    const { awb } = checkedParcel(request);
    await unsubscribe(app.db, request.body.token, awb, callerOf(request));
    return { data: { success: true, awb } };
  });

  app.post<{ Body: DeviceBody }>('/notifications/subscriptions/list', options(listSchema), async (request): Promise<Answer<typeof parcelSubscriptionListAnswerSchema>> => {
    checkBody(request);
    return { data: { subscriptions: await listSubscriptions(app.db, request.body.token, callerOf(request)) } };
  });
}
