// The local default card processor: a hosted payment page of the same shape as a real processor's
// (Stripe Checkout, NETOPIA), served by this server under /api/private/payments/test-gateway/ and
// playing a remote service: it keeps its own books (test_gateway_payments, so any server process can
// show its pages), takes the card on its own page (our order and wallet code never sees it), runs a
// 3-D Secure step, sends the browser back to the return URL, and tells us every status change by a
// signed notification (a durable job delivered after the answer and retried). Test cards (Luhn-valid):
//   4242 4242 4242 4242  approved            4000 0000 0000 0002  declined by the bank
//   4000 0027 6000 3184  needs 3-D Secure    4000 0000 0000 9995  insufficient funds
//   4000 0000 0000 0069  expired (the bank says so)
// Any other Luhn-valid number is approved; a malformed number, a past expiry or a bad CVC is said on
// the page (the payment stays open, as on a real processor's page). Refunds may be partial.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../../../db/client.ts';
import { testGatewayPayments } from '../../../../db/schema.ts';
import { cardDigits, cardProblem, cardSummary, failureMessage, type CardInput, type FailureCode } from '../../card.ts';
import type { CreatePaymentInput, GatewayPayment, PaymentGateway, RefundInput, RefundResult, WebhookEvent, WebhookType } from '../../gateway.ts';
import { queueWebhook } from './delivery.ts';
import { verifyWebhook } from './signature.ts';
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

/** Where the hosted pages live (routes/private/payments/payments.ts, their HTML test-gateway-html.ts). */
export const TEST_GATEWAY_PATH = '/api/private/payments/test-gateway';

export type TestGatewayRow = typeof testGatewayPayments.$inferSelect;

/** What the card form answered: the page again with a message (the payment stays open), or the row as it now stands. */
export type CardAnswer = { kind: 'invalid'; code: FailureCode; row: TestGatewayRow } | { kind: 'done'; row: TestGatewayRow };

export interface TestGatewayOptions {
  db: AppDb;
  /** Where our server is reached: the hosted pages live under it. */
  publicUrl: string;
  secret: () => Promise<string>;
  now?: () => Date;
}

const open = (id: string) => and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.status, 'requires_action'));

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
    const [row] = await this.#o.db
      .insert(testGatewayPayments)
      .values({
        id: `tgp_${randomBytes(12).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        amountBani: input.amountBani,
        currency: input.currency,
        status: 'requires_action',
        reference: input.reference,
        description: input.description.slice(0, 200),
        returnUrl: input.returnUrl,
        payerEmail: input.payer.email,
        expiresAt: input.expiresAt,
      })
      .onConflictDoNothing({ target: testGatewayPayments.idempotencyKey })
      .returning();
    if (!row) return this.createPayment(input);
    return this.#view(row);
  }

  async status(gatewayId: string): Promise<GatewayPayment> {
    const row = await this.#expireIfDue(await this.#required(gatewayId));
    return this.#view(row);
  }

  async lookup(reference: string): Promise<GatewayPayment | null> {
    const [row] = await this.#o.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.reference, reference));
    return row ? this.#view(await this.#expireIfDue(row)) : null;
  }

  async expire(gatewayId: string): Promise<GatewayPayment> {
    await this.#finish(gatewayId, { status: 'failed', failureCode: 'expired' });
    return this.#view(await this.#required(gatewayId));
  }

  async refund({ gatewayId, amountBani, idempotencyKey }: RefundInput): Promise<RefundResult> {
    const refundId = `tgr_${createHmac('sha256', 'refund').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    const made = { id: refundId, status: 'succeeded' as const, failureMessage: null };
    const refused = { id: refundId, status: 'failed' as const, failureMessage: 'Plata nu poate fi rambursată: nu a fost încasată sau suma depășește ce a rămas de rambursat.' };
    if (!Number.isInteger(amountBani) || amountBani <= 0) return refused;
    // One refund per idempotency key: the key's refund id joins the list of refund ids in the same
    // conditional update, so concurrent calls with one key pay out once (a check before it did not).
    const [row] = await this.#o.db
      .update(testGatewayPayments)
      .set({
        refundedBani: sql`${testGatewayPayments.refundedBani} + ${amountBani}`,
        status: sql`case when ${testGatewayPayments.refundedBani} + ${amountBani} = ${testGatewayPayments.amountBani} then 'refunded' else 'succeeded' end`,
        refundId: sql`concat_ws(',', ${testGatewayPayments.refundId}, ${refundId}::text)`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(testGatewayPayments.id, gatewayId),
          eq(testGatewayPayments.status, 'succeeded'),
          lte(sql`${testGatewayPayments.refundedBani} + ${amountBani}`, testGatewayPayments.amountBani),
          sql`position(${refundId}::text in coalesce(${testGatewayPayments.refundId}, '')) = 0`,
        ),
      )
      .returning();
    if (row) {
      await this.#notify(row, `refund_${refundId}`);
      return made;
    }
    // Not made now: made before with this key (the same answer again), or refused.
    const current = await this.find(gatewayId);
    return current?.refundId?.split(',').includes(refundId) ? made : refused;
  }

  async parseWebhook(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookEvent> {
    verifyWebhook(await this.#o.secret(), rawBody, headers, this.#now());
    return parseWebhookBody(rawBody);
  }

  // ---------------------------------------------------------------- the hosted pages

  async find(gatewayId: string): Promise<TestGatewayRow | undefined> {
    if (!/^tgp_[0-9a-f]{24}$/.test(gatewayId)) return undefined;
    const [row] = await this.#o.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, gatewayId));
    return row && this.#expireIfDue(row);
  }

  /** The hidden form field of the pages: only a page we served can answer it. */
  async pageToken(gatewayId: string, step: 'card' | '3ds'): Promise<string> {
    return createHmac('sha256', await this.#o.secret()).update(`${step}:${gatewayId}`).digest('base64url');
  }

  async #tokenValid(gatewayId: string, step: 'card' | '3ds', token: string): Promise<boolean> {
    const expected = Buffer.from(await this.pageToken(gatewayId, step));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The card form: null when the token is wrong or the payment unknown. */
  async payWithCard(gatewayId: string, token: string, card: CardInput): Promise<CardAnswer | null> {
    if (!(await this.#tokenValid(gatewayId, 'card', token))) return null;
    const row = await this.find(gatewayId);
    if (!row) return null;
    if (row.status !== 'requires_action' || row.stage !== 'card') return { kind: 'done', row };
    const problem = cardProblem(card, this.#now());
    if (problem) return { kind: 'invalid', code: problem, row };
    const digits = cardDigits(card.number);
    const { brand, last4 } = cardSummary(digits);
    const refused = REFUSED[digits];
    const next = refused
      ? { status: 'failed' as const, failureCode: refused }
      : digits === TEST_CARDS.threeDSecure
        ? { status: 'requires_action' as const, stage: '3ds' as const }
        : { status: 'succeeded' as const };
    const [updated] = await this.#o.db
      .update(testGatewayPayments)
      .set({ ...next, cardBrand: brand, cardLast4: last4, updatedAt: sql`now()` })
      .where(and(open(gatewayId), eq(testGatewayPayments.stage, 'card')))
      .returning();
    if (updated && updated.status !== 'requires_action') await this.#notify(updated);
    return { kind: 'done', row: updated ?? (await this.#required(gatewayId)) };
  }

  /** The bank's 3-D Secure answer; null when the token is wrong or the payment unknown. */
  async completeChallenge(gatewayId: string, token: string, approve: boolean): Promise<TestGatewayRow | null> {
    if (!(await this.#tokenValid(gatewayId, '3ds', token))) return null;
    await this.#finish(gatewayId, approve ? { status: 'succeeded' } : { status: 'failed', failureCode: 'authentication_failed' }, '3ds');
    return (await this.find(gatewayId)) ?? null;
  }

  /** The customer gives up on the payment page ("Renunță"). */
  async cancelByCustomer(gatewayId: string, token: string): Promise<TestGatewayRow | null> {
    if (!(await this.#tokenValid(gatewayId, 'card', token))) return null;
    await this.#finish(gatewayId, { status: 'failed', failureCode: 'cancelled' });
    return (await this.find(gatewayId)) ?? null;
  }

  async #finish(gatewayId: string, next: { status: 'succeeded' | 'failed'; failureCode?: FailureCode }, stage?: 'card' | '3ds'): Promise<void> {
    const [row] = await this.#o.db
      .update(testGatewayPayments)
      .set({ ...next, updatedAt: sql`now()` })
      .where(stage ? and(open(gatewayId), eq(testGatewayPayments.stage, stage)) : open(gatewayId))
      .returning();
    if (row) await this.#notify(row);
  }

  async #expireIfDue(row: TestGatewayRow): Promise<TestGatewayRow> {
    if (row.status !== 'requires_action' || !row.expiresAt || row.expiresAt > this.#now()) return row;
    await this.#finish(row.id, { status: 'failed', failureCode: 'expired' });
    return this.#required(row.id);
  }

  async #required(gatewayId: string): Promise<TestGatewayRow> {
    const [row] = await this.#o.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, gatewayId));
    if (!row) throw new Error(`test gateway: no payment ${gatewayId}`);
    return row;
  }

  #view(row: TestGatewayRow): GatewayPayment {
    return {
      id: row.id,
      reference: row.reference,
      status: row.status,
      amountBani: row.amountBani,
      currency: row.currency,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
      redirectUrl: row.status === 'requires_action' ? `${this.#o.publicUrl}${TEST_GATEWAY_PATH}/${row.id}` : null,
      failureCode: row.failureCode,
      failureMessage: row.failureCode ? failureMessage(row.failureCode) : null,
      refundedBani: row.refundedBani,
    };
  }

  async #notify(row: TestGatewayRow, suffix: string = row.status): Promise<void> {
    const type = (row.refundedBani > 0 ? 'payment.refunded' : `payment.${row.status}`) as WebhookType;
    const eventId = `evt_${row.id.slice(4)}_${suffix}`;
    await queueWebhook(this.#o.db, { eventId, rawBody: webhookBody(eventId, type, this.#view(row), this.#now()) });
  }
}
