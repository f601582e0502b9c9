// The returns' image uploads (register with prefix '/api/private'): the body is the image's bytes
// themselves (any Content-Type: the type is told by the bytes, services/returns/images.ts), not JSON:
//   PUT  /returns/settings/logo                 (bearer) -> {data: ReturnSettings, message}  PNG, JPEG or WebP, at most 500 KB
//   POST /returns/requests/{id}/photos?cheie=…  (the guest's link) -> 201 {data: {id, content_type, size}, message}  at most 2 MB, 5 per request
// A larger body than the route takes is a 413 before it is read in full.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { addGuestPhoto, LOGO_MAX_BYTES, PHOTO_MAX_BYTES, RETURN_SETTINGS_MESSAGES, saveLogo } from '../../../services/returns/index.ts';
import type { Answer } from '../answers-common.ts';
import type { returnPhotoAnswerSchema, returnSettingsAnswerSchema } from './answers.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } } as const;
const keyQuery = { type: 'object', properties: { cheie: { type: 'string', maxLength: 100 } } } as const;

export default async function returnUploadRoutes(app: FastifyInstance) {
  // Only this plugin's routes take raw bytes; every other route of the door stays JSON only.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4 * PHOTO_MAX_BYTES }, (_request, body, done) => done(null, body));
  const bytesOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : undefined);

  app.put('/returns/settings/logo', { preHandler: app.authenticate, bodyLimit: 4 * LOGO_MAX_BYTES }, async (request) => {
    const data = await saveLogo(app.db, signedInCustomer(request).customer.id, bytesOf(request));
    const answer: Answer<typeof returnSettingsAnswerSchema> = { data, message: RETURN_SETTINGS_MESSAGES.logoSaved };
    return answer;
  });

  app.post<{ Params: { id: string }; Querystring: { cheie?: string } }>(
    '/returns/requests/:id/photos',
    { bodyLimit: 2 * PHOTO_MAX_BYTES, schema: { params: idParams, querystring: keyQuery } },
    async (request, reply) => {
      const photo = await addGuestPhoto(app.db, request.params.id, request.query.cheie ?? '', bytesOf(request));
      const answer: Answer<typeof returnPhotoAnswerSchema> = { data: photo, message: 'Fotografia a fost adăugată la cerere.' };
      return reply.code(201).send(answer);
    },
  );
}
