// The public forms (register with prefix '/api/private'; contract in README.md and
// src/shared/forms.ts, rules in services/forms/):
//   POST /forms/contact    POST /forms/feedback    POST /forms/business    bearer optional
// No login needed. A bearer that is sent must be valid (401 otherwise, as for the device tokens), so
// the app refreshes an expired session instead of sending a signed-in customer's message as a guest's;
// with one the message is linked to that customer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_KINDS } from '../../../../src/shared/forms.ts';
import type { FormContext } from '../../../services/forms/index.ts';
import { honeypotFilled } from '../../../services/forms/index.ts';
import { submitForm } from '../../../services/forms/index.ts';
import { checkForm, FORM_SCHEMAS, type FormBody } from './schemas.ts';
import type { Answer } from '../answers-common.ts';
import type { formReceiptAnswerSchema } from './answers.ts';

export default async function formRoutes(app: FastifyInstance) {
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
  // Built when first needed: the database and the mailer are ready only once the app has booted.
  const context = (): FormContext => ({ db: app.db, config: app.appConfig, mailer: app.auth.mailer, log: app.log });


  for (const kind of FORM_KINDS) {
    app.post<{ Body: FormBody }>(
      `/forms/${kind}`,
      { preHandler: optionalAuth, schema: { body: FORM_SCHEMAS[kind] }, attachValidation: true },
      async (request, reply) => {
        const body = checkForm(kind, request, Date.now());
        const { website, started_at: _startedAt, sent_at: _sentAt, client_id: clientId, ...values } = body;
        const data = await submitForm(context(), {
          kind,
          values,
          clientId: clientId ? clientId.toLowerCase() : null,
          customerId: request.signedIn?.customer.id ?? null,
          ip: request.ip,
          honeypot: honeypotFilled(website),
          now: new Date(),
        });
        const answer: Answer<typeof formReceiptAnswerSchema> = { data };
        return reply.code(201).send(answer);
      },
    );
  }
}
