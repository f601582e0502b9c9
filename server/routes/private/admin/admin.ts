// The back office: POST /api/private/admin/auth/login (admin token) and
// POST /api/private/admin/impersonations (a single-use code to sign in as a customer).
import type { FastifyInstance } from 'fastify';
import { clientOf, signedInAdmin } from '../../../http/auth.ts';
import { adminLogin, createImpersonationCode } from '../../../services/auth/index.ts';
import { validationFailure } from '../../../services/failure.ts';
import { email, password } from '../auth/schemas.ts';

const loginSchema = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: { email, password },
} as const;

const impersonationSchema = {
  type: 'object',
  additionalProperties: false,
  // Bounded: a larger number is no customer id (and out of range for the bigint column).
  properties: { customer_email: email, customer_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;

export default async function adminRoutes(app: FastifyInstance) {
  app.post<{ Body: { email: string; password: string } }>(
    '/admin/auth/login',
    { schema: { body: loginSchema }, config: { fieldMessages: { email: 'Adresa de e-mail nu este validă.', password: 'Introdu parola.' } } },
    async (request) => adminLogin(app.auth, request.body, clientOf(request)),
  );

  app.post<{ Body: { customer_email?: string; customer_id?: number } }>(
    '/admin/impersonations',
    {
      preHandler: app.authenticateAdmin,
      schema: { body: impersonationSchema },
      config: { fieldMessages: { customer_email: 'Adresa de e-mail nu este validă.', customer_id: 'Id-ul clientului nu este valid.' } },
    },
    async (request, reply) => {
      const { customer_email, customer_id } = request.body;
      if (customer_email === undefined && customer_id === undefined) {
        throw validationFailure({ customer_email: ['Indică adresa de e-mail sau id-ul clientului.'] });
      }
      const data = await createImpersonationCode(app.auth, signedInAdmin(request), { customer_email, customer_id });
      return reply.code(201).send({ data });
    },
  );
}
