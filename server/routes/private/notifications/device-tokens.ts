// Devices for push notifications (register with prefix '/api/private'; contract in README.md, rules in
// services/push/devices.ts):
//   POST   /notifications/device-tokens/register  {token, platform, anon_id, device_name?, previous_token?}  bearer optional
//   DELETE /notifications/device-tokens           {token, anon_id?}                        bearer optional
// A bearer that is sent must be valid (as for track-by-awb), so an expired session is refreshed by the
// app instead of silently registering the device as a guest's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consume, LIMITS, rateLimitKey } from '../../../services/rate-limit.ts';
import { deleteDevice, registerDevice } from '../../../services/push/index.ts';
import { checkBody, deleteDeviceSchema, registerSchema } from './schemas.ts';
import type { Answer } from '../answers-common.ts';
import type { pushSuccessAnswerSchema } from './answers.ts';

interface RegisterBody {
  token: string;
  platform: 'web';
  anon_id: string;
  device_name?: string;
  /** The token this device had before (renewed by Firebase): its parcels move to the new one. */
  previous_token?: string;
}

interface DeleteBody {
  token: string;
  anon_id?: string;
}

export const SUCCESS = { data: { success: true } } as const satisfies Answer<typeof pushSuccessAnswerSchema>;

export default async function deviceTokenRoutes(app: FastifyInstance) {
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.post<{ Body: RegisterBody }>(
    '/notifications/device-tokens/register',
    { preHandler: optionalAuth, schema: { body: registerSchema }, attachValidation: true },
    async (request) => {
      // Every attempt counts, a malformed one too.
      await consume(app.db, LIMITS.pushRegisterPerIp, rateLimitKey(LIMITS.pushRegisterPerIp, request.ip));
      checkBody(request);
      const { token, platform, anon_id: anonId, device_name: deviceName = '', previous_token: previousToken } = request.body;
      await registerDevice(
        app.db,
        { token, platform, anonId, deviceName: deviceName.trim(), previousToken: previousToken ?? null },
        request.signedIn?.customer.id ?? null,
        new Date(),
      );
      return SUCCESS;
    },
  );

  app.delete<{ Body: DeleteBody }>(
    '/notifications/device-tokens',
    { preHandler: optionalAuth, schema: { body: deleteDeviceSchema }, attachValidation: true },
    async (request) => {
      checkBody(request);
      await deleteDevice(app.db, request.body.token, { customerId: request.signedIn?.customer.id ?? null, anonId: request.body.anon_id ?? null });
      return SUCCESS;
    },
  );
}
