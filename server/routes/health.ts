// GET /api/health: liveness for load balancers and Playwright's webServer wait.
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
}
