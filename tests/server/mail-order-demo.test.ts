// The order mails tell a simulated order apart (issue 30): the same words as the screens and the label
// for a demo order, none of them for an order booked with a real carrier.
import { describe, expect, it } from 'vitest';
import { DEMO_MAIL, orderConfirmationMail, orderUnbookableMail, type OrderFacts } from '../../server/services/mail/order-templates.ts';

const facts = (demo: boolean): OrderFacts => ({
  number: 'CUR-2026-000001',
  carrier: 'DPD',
  service: 'Standard',
  from: 'Cluj-Napoca, jud. Cluj',
  to: 'Iași, jud. Iași',
  sender: 'Ana',
  recipient: 'Ion',
  shipment: '1 colet, greutate facturată 1 kg',
  parcelContent: 'Cărți',
  options: [],
  pickupDate: '01.12.2026',
  deliveryDate: '02.12.2026',
  total: '25,00 RON',
  paidWith: 'card',
  demo,
});

const confirmation = (demo: boolean) =>
  orderConfirmationMail({ to: 'ana@exemplu.ro', name: 'Ana', facts: facts(demo), awb: '123', orderLink: 'https://x/o', labelLink: 'https://x/l', labelValidDays: 7, trackingLink: 'https://x/t' });
const unbookable = (demo: boolean) =>
  orderUnbookableMail({ to: 'ana@exemplu.ro', name: 'Ana', facts: facts(demo), refund: { channel: 'wallet' }, newOrderLink: 'https://x/', reason: null });

describe('order mails of a simulated carrier', () => {
  it('say in the subject, text and HTML that the order is a demonstration', () => {
    for (const mail of [confirmation(true), unbookable(true)]) {
      expect(mail.subject).toContain('(DEMO)');
      expect(mail.text).toContain(DEMO_MAIL.order);
      expect(mail.html).toContain(DEMO_MAIL.order);
    }
    expect(confirmation(true).text).toContain('AWB: 123 (DEMO — nu este un AWB real)');
    expect(confirmation(true).text).not.toContain('Curierul ridică coletul');
  });

  it('say nothing of a demonstration for a real carrier', () => {
    for (const mail of [confirmation(false), unbookable(false)]) {
      expect(mail.subject).not.toContain('DEMO');
      expect(mail.text).not.toMatch(/demonstrativ|simulat|DEMO/);
    }
    expect(confirmation(false).text).toContain('Curierul ridică coletul în data estimată');
  });
});
