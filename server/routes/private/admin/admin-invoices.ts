// The back office's view of invoices that are missing (register with prefix '/api/private'; admin token):
//   GET /admin/invoices/missing  payments that went through without their invoice, oldest first, each
//        with its 'invoice.issue' job's state, attempts and last error (why it is not issued: a buyer
//        with no billing address, a CIUS-RO rule broken...). An invoice is never a silent gap.
import type { FastifyInstance } from 'fastify';
import { paymentsWithoutInvoice } from '../../../services/invoices/index.ts';

export default async function adminInvoiceRoutes(app: FastifyInstance) {
  app.get('/admin/invoices/missing', { preHandler: app.authenticateAdmin }, async () => {
    const rows = await paymentsWithoutInvoice(app.db);
    return {
      data: rows.map((row) => ({
        payment_id: row.paymentId,
        purpose: row.purpose,
        customer_id: row.customerId,
        order_id: row.orderId,
        order_number: row.orderNumber,
        batch_id: row.batchId,
        batch_number: row.batchNumber,
        amount_bani: row.amountBani,
        paid_at: row.paidAt.toISOString(),
        state: row.state,
        attempts: row.attempts,
        last_error: row.lastError,
      })),
    };
  });
}
