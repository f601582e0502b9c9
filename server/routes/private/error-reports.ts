// POST /api/private/error-reports: errors reported by the PWA (sample rate 1, no IP stored), limited
// per device and per address (services/anonymous-writes.ts) and kept within a total quota.
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../http/auth.ts';
import { multiline } from '../../http/text-characters.ts';
import { limitAnonymousWrite } from '../../services/anonymous-writes.ts';
import { saveErrorReport, type ErrorReportInput } from '../../services/error-reports.ts';

export const ERROR_REPORT_BODY_LIMIT = 16 * 1024;

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const bodySchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: multiline({ type: 'string', minLength: 1, maxLength: 8000 }),
    stack: multiline(optionalText(ERROR_REPORT_BODY_LIMIT)),
    url: optionalText(2000),
    release: optionalText(200),
    level: { type: ['string', 'null'], enum: ['error', 'warning', null] },
    user_agent: optionalText(1000),
    // Free-form: its strings are checked as multi-line text, its keys as single-line (text-characters.ts).
    context: { type: ['object', 'null'] },
  },
} as const;

export default async function errorReportRoutes(app: FastifyInstance) {
  app.post<{ Body: ErrorReportInput }>(
    '/error-reports',
    {
      bodyLimit: ERROR_REPORT_BODY_LIMIT,
      schema: { body: bodySchema },
      config: { fieldMessages: { level: 'Nivelul trebuie să fie „error” sau „warning”.' } },
    },
    async (request, reply) => {
      await limitAnonymousWrite(app.db, 'error-report', clientOf(request));
      const row = await saveErrorReport(app.db, request.body);
      return reply.code(202).send({ data: { id: row.id } });
    },
  );
}
