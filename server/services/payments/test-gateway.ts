// The local default card gateway: it behaves like a real one with test cards, keeps its own books
// (test_gateway_payments, so any server process can show its pages) and tells us about every status
// change by a signed webhook, a durable job delivered after the answer and retried. Test cards (Luhn-valid):
//   4242 4242 4242 4242  approved            4000 0000 0000 0002  declined by the bank
//   4000 0027 6000 3184  needs 3-D Secure    4000 0000 0000 9995  insufficient funds
//   4000 0000 0000 0069  expired (the bank says so)
// Any other Luhn-valid number is approved; malformed, expired or bad-CVC cards are refused.
// The 3-D Secure page is served by our server (routes/private/payments/test-3ds.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, and, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { testGatewayPayments } from '../../db/schema.ts';
import { cardDigits, cardProblem, cardSummary, failureMessage, type FailureCode } from './card.ts';
import type { CreatePaymentInput, GatewayPayment, GatewayStatus, PaymentGateway, RefundResult, WebhookEvent, WebhookType } from './gateway.ts';
import { queueWebhook } from './webhook-delivery.ts';
import { verifyWebhook } from './webhook-signature.ts';
import { parseWebhookBody, webhookBody } from './wire.ts';

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

const REFUSED: Record<string, FailureCode> = {
  [TEST_CARDS.declined]: 'card_declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.expired]: 'expired_card',
};

type Row = typeof testGatewayPayments.$inferSelect;

export interface TestGatewayOptions {
  db: AppDb;
  /** Where our server is reached: the 3-D Secure page lives under it. */
  publicUrl: string;
  secret: () => Promise<string>;
  now?: () => Date;
}

export class TestGateway implements PaymentGateway {
  readonly name = 'test';
  readonly #o: TestGatewayOptions;
  readonly #now: () => Date;

  constructor(options: TestGatewayOptions) {
    this.#o = options;
    this.#now = options.now ?? (() => new Date());
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    const [earlier] = await this.#o.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.idempotencyKey, input.idempotencyKey));
    if (earlier) return this.#view(earlier);
    const digits = cardDigits(input.card.number);
    const problem = cardProblem(input.card, this.#now()) ?? REFUSED[digits] ?? null;
    const status: GatewayStatus = problem ? 'failed' : digits === TEST_CARDS.threeDSecure ? 'requires_action' : 'succeeded';
    const valid = problem !== 'invalid_number';
    const [row] = await this.#o.db
      .insert(testGatewayPayments)
      .values({
        id: `tgp_${randomBytes(12).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        amountBani: input.amountBani,
        currency: input.currency,
        status,
        cardBrand: valid ? cardSummary(digits).brand : null,
        cardLast4: valid ? cardSummary(digits).last4 : null,
        failureCode: problem,
        reference: input.reference,
        description: input.description.slice(0, 200),
        returnUrl: input.returnUrl,
      })
      .onConflictDoNothing({ target: testGatewayPayments.idempotencyKey })
      .returning();
    if (!row) return this.createPayment(input);
    await this.#notify(row);
    return this.#view(row);
  }

  async confirm(gatewayId: string): Promise<GatewayPayment> {
    const row = await this.find(gatewayId);
    if (!row) throw new Error(`test gateway: no payment ${gatewayId}`);
    return this.#view(row);
  }

  async refund(gatewayId: string, amountBani: number, idempotencyKey: string): Promise<RefundResult> {
    const refundId = `tgr_${createHmac('sha256', 'refund').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    const [row] = await this.#o.db
      .update(testGatewayPayments)
      .set({ status: 'refunded', refundId, updatedAt: sql`now()` })
      .where(and(eq(testGatewayPayments.id, gatewayId), eq(testGatewayPayments.status, 'succeeded'), eq(testGatewayPayments.amountBani, amountBani)))
      .returning();
    if (row) {
      await this.#notify(row);
      return { id: refundId, status: 'succeeded', failureMessage: null };
    }
    const current = await this.find(gatewayId);
    if (current?.status === 'refunded' && current.refundId) return { id: current.refundId, status: 'succeeded', failureMessage: null };
    return { id: refundId, status: 'failed', failureMessage: 'Plata nu poate fi rambursată: nu a fost încasată sau suma diferă.' };
  }

  async lookup(reference: string): Promise<GatewayPayment | null> {
    const [row] = await this.#o.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.reference, reference));
    return row ? this.#view(row) : null;
  }

  async parseWebhook(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookEvent> {
    verifyWebhook(await this.#o.secret(), rawBody, headers, this.#now());
    return parseWebhookBody(rawBody);
  }

  // ---------------------------------------------------------------- the 3-D Secure page

  async find(gatewayId: string): Promise<Row | undefined> {
    if (!/^tgp_[0-9a-f]{24}$/.test(gatewayId)) return undefined;
    const [row] = await this.#o.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, gatewayId));
    return row;
  }

  /** The hidden form field of the confirmation page: only a page we served can answer it. */
  async challengeToken(gatewayId: string): Promise<string> {
    return createHmac('sha256', await this.#o.secret()).update(`3ds:${gatewayId}`).digest('base64url');
  }

  /** The customer's answer on the 3-D Secure page; null when the token is wrong or the payment unknown. */
  async completeChallenge(gatewayId: string, token: string, approve: boolean): Promise<Row | null> {
    const expected = Buffer.from(await this.challengeToken(gatewayId));
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [row] = await this.#o.db
      .update(testGatewayPayments)
      .set(approve ? { status: 'succeeded', updatedAt: sql`now()` } : { status: 'failed', failureCode: 'authentication_failed', updatedAt: sql`now()` })
      .where(and(eq(testGatewayPayments.id, gatewayId), eq(testGatewayPayments.status, 'requires_action')))
      .returning();
    if (row) await this.#notify(row);
    return row ?? (await this.find(gatewayId)) ?? null;
  }

  #view(row: Row): GatewayPayment {
    return {
      id: row.id,
      reference: row.reference,
      status: row.status,
      amountBani: row.amountBani,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      redirectUrl: row.status === 'requires_action' ? `${this.#o.publicUrl}/api/private/payments/test-3ds/${row.id}` : null,
      failureCode: row.failureCode,
      failureMessage: row.failureCode ? failureMessage(row.failureCode) : null,
    };
  }

  async #notify(row: Row): Promise<void> {
    const type = `payment.${row.status}` as WebhookType;
    const eventId = `evt_${row.id.slice(4)}_${row.status}`;
    await queueWebhook(this.#o.db, { eventId, rawBody: webhookBody(eventId, type, this.#view(row), this.#now()) });
  }
}
