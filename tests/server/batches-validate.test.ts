// The batch import's preview (issue #34): POST /batches/validate checks every row with the single
// order's rules (locality and county, street and postal code against the official lists, phone,
// e-mail, weight and sizes against the carrier's limits, lockers, COD and its IBAN, content) and
// answers each row's Romanian errors by column, with the fixes that are certain; and /quote prices
// every row as a single order (itemised) with the total. Nothing is saved; the limits are said.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_LIMITS } from '../../src/shared/batch-import.ts';
import { authHarness, query, type AuthHarness } from './helpers/auth.ts';
import { batchCall, defaults, row, rows, shop, type Shop } from './helpers/batches.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, IASI_EASYBOX } from './helpers/orders.ts';

describe.each(testDatabases())('the batch preview on $name', (backend) => {
  let h: AuthHarness;
  let s: Shop;
  beforeAll(async () => {
    h = await authHarness(backend);
    s = await shop(h.app);
  });
  afterAll(async () => h?.close());

  const validate = (batchRows: unknown[], more: Record<string, unknown> = {}) => batchCall(h.app, s, 'batches/validate', { rows: batchRows, defaults: defaults(s.senderId), ...more });

  it('passes good rows, one address line split into street and number, and saves nothing', async () => {
    const before = await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders`);
    const res = await validate(rows(3));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([0, 1, 2].map((index) => ({ index, ok: true, errors: {}, suggestions: {} })));
    const after = await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('names every error type by column, in Romanian', async () => {
    const bad = [
      row(1, { phone: '12345' }),
      row(2, { email: 'nu-e-mail' }),
      row(3, { locality: 'Orașul Inexistent' }),
      row(4, { county: 'Cluj' }),
      row(5, { postal_code: '400114' }),
      row(6, { weight_kg: '45' }),
      row(7, { length_cm: '150' }),
      row(8, { weight_kg: 'greu' }),
      row(9, { cod_amount: '150' }),
      row(10, { content: 'ab' }),
      row(11, { recipient_name: '' }),
      row(12, { address_line: undefined }),
      row(13, { locker_id: '999999999' }),
      row(14, { parcels: '12' }),
      row(15, { cod_amount: '9000' }),
    ];
    const res = await validate(bad);
    expect(res.statusCode, res.body).toBe(200);
    const verdicts = res.json().data as { index: number; ok: boolean; errors: Record<string, string> }[];
    expect(verdicts.every((v) => !v.ok)).toBe(true);
    const errors = verdicts.map((v) => v.errors);
    expect(errors[0]).toEqual({ phone: 'Numărul de telefon nu este valid: folosește un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.' });
    expect(errors[1]).toEqual({ email: 'Adresa de e-mail nu este validă.' });
    expect(errors[2]).toEqual({ locality: 'Localitatea nu a fost găsită.' });
    expect(errors[3]).toEqual({ locality: 'Localitatea nu a fost găsită.' });
    expect(errors[4]?.postal_code).toMatch(/^Codul poștal 400114 nu aparține localității Iași/);
    expect(errors[5]).toEqual({ weight_kg: 'Greutatea maximă a unui colet este 31 kg.' });
    expect(errors[6]).toEqual({ length_cm: 'Latura maximă a unui colet este de 100 cm.' });
    expect(errors[7]).toEqual({ weight_kg: 'Scrie un număr, de exemplu 1,5.' });
    expect(errors[8]).toEqual({ cod_amount: 'Pentru ramburs este nevoie de IBAN-ul în care primești banii: completează-l în setările lotului.' });
    expect(errors[9]).toEqual({ content: 'Descrierea conținutului trebuie să aibă între 4 și 100 de caractere.' });
    expect(errors[10]).toEqual({ recipient_name: 'Câmpul este obligatoriu.' });
    expect(errors[11]).toEqual({ street_name: 'Completează strada.' });
    expect(errors[12]?.locker_id).toBe('Lockerul nu a fost găsit.');
    expect(errors[13]).toEqual({ parcels: 'Numărul de colete este un număr întreg între 1 și 10.' });
    expect(errors[14]?.cod_amount).toContain('Rambursul poate fi de cel mult 7.000 RON.');
  });

  it('suggests only certain fixes: the locality written with diacritics, and the one locality of a postal code', async () => {
    const res = await validate([row(1, { locality: 'iasi', county: 'IASI' }), row(2, { locality: undefined, county: undefined, postal_code: '700259' })]);
    const [plain, byCode] = res.json().data as { ok: boolean; errors: Record<string, string>; suggestions: Record<string, string> }[];
    // Written without diacritics the row still resolves (the lists ignore them), and the exact names are offered.
    expect(plain).toMatchObject({ ok: true, suggestions: { locality: 'Iași', county: 'Iași' } });
    expect(byCode?.ok).toBe(false);
    expect(byCode?.suggestions).toEqual({ locality: 'Iași', county: 'Iași' });
  });

  it('sends a row with a locker to that locker, and says when the parcel does not fit it', async () => {
    const res = await validate([row(1, { locker_id: String(IASI_EASYBOX) }), row(2, { locker_id: String(IASI_EASYBOX), length_cm: '90', width_cm: '80', height_cm: '70' })]);
    const [fits, big] = res.json().data as { ok: boolean; errors: Record<string, string> }[];
    expect(fits).toMatchObject({ ok: true, errors: {} });
    expect(big).toMatchObject({ ok: false, errors: { locker_id: 'Lockerul ales nu primește colete de această dimensiune.' } });
  });

  it('takes the COD account from the defaults, and refuses bad defaults as the request\'s errors', async () => {
    const good = await validate([row(1, { cod_amount: '150,50' })], { defaults: defaults(s.senderId, { cod_iban: 'RO49 AAAA 1B31 0075 9384 0000' }) });
    expect(good.json().data[0]).toMatchObject({ ok: true });
    const bad = await validate([row(1)], { defaults: { ...defaults(s.senderId + 999, { cod_iban: 'RO00 1234' }), carrier: { carrier_id: 6, service_id: 3 } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'defaults.carrier': ['Lotul pleacă de la adresa expeditorului: alege un serviciu cu ridicare de la domiciliu.'],
      'defaults.cod_iban': ['IBAN-ul nu este un cont românesc valid (RO, 24 de caractere).'],
    });
    const options = await validate([row(1)], { defaults: defaults(s.senderId, { options: { teleport: true } }) });
    expect(options.json().errors).toEqual({ 'defaults.options': ['Opțiunile lotului sunt doar: open_package, sms_sender, sms_recipient, saturday_delivery, return_of_documents, return_package (da sau nu).'] });
    const withOption = await validate([row(1)], { defaults: defaults(s.senderId, { options: { open_package: true } }) });
    expect(withOption.json().data[0]).toMatchObject({ ok: true });
    const noSender = await validate([row(1)], { defaults: defaults(s.senderId + 999) });
    expect([noSender.statusCode, noSender.json().errors]).toEqual([422, { 'defaults.sender_address_id': ['Alege adresa expeditorului din agenda ta de adrese de expediere.'] }]);
  });

  it('says the limits: no rows, more than 1,000 rows, a body over the limit, and no session', async () => {
    const shape = await validate([row(1), { phone: 722123456 }, { colour: 'roșu' }]);
    expect([shape.statusCode, shape.json().errors]).toEqual([422, { 'rows.1': ['Rândul trebuie să fie un obiect cu valorile coloanelor, ca text.'], 'rows.2': ['Rândul trebuie să fie un obiect cu valorile coloanelor, ca text.'] }]);
    const none = await validate([]);
    expect([none.statusCode, none.json().errors]).toEqual([422, { rows: ['Lotul nu are niciun rând de expediat.'] }]);
    const many = await validate(rows(BATCH_LIMITS.maxRows + 1));
    expect(many.statusCode).toBe(422);
    expect(many.json()).toMatchObject({ reason: 'too_many_rows', message: 'Un lot poate avea cel mult 1.000 de rânduri; acesta are 1.001. Împarte fișierul în mai multe loturi.' });
    const huge = await validate([row(1, { notes: 'x'.repeat(3 * BATCH_LIMITS.maxFileBytes) })]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Fișierul este prea mare: un lot poate avea cel mult 5 MB și 1.000 de rânduri. Împarte-l în mai multe fișiere.');
    expect((await api(h.app, 'POST', 'batches/validate', { body: { rows: rows(1), defaults: defaults(1) } })).statusCode).toBe(401);
  });

  it('quotes every row as the single order would be priced, and the total', async () => {
    const res = await batchCall(h.app, s, 'batches/quote', { rows: rows(2), defaults: defaults(s.senderId) });
    expect(res.statusCode, res.body).toBe(200);
    const { rows: quoted, total_bani } = res.json().data as { rows: { index: number; carrier_id: number; price: { total: number; net: number; vat: number; items: { label: string; amount: number }[] } }[]; total_bani: number };
    // The same home -> home 1 kg Sameday order as a single order (orders-create, wallet-flow): 25,01 RON.
    expect(quoted.map((q) => [q.index, q.carrier_id, q.price.total])).toEqual([[0, 6, 2501], [1, 6, 2501]]);
    expect(quoted[0]!.price.net + quoted[0]!.price.vat).toBe(2501);
    expect(quoted[0]!.price.items.reduce((sum, i) => sum + i.amount, 0)).toBe(quoted[0]!.price.net);
    expect(total_bani).toBe(5002);
    const cheapest = await batchCall(h.app, s, 'batches/quote', { rows: rows(1), defaults: defaults(s.senderId, { carrier: 'cheapest' }) });
    const best = cheapest.json().data.rows[0];
    expect(best.price.total).toBeLessThanOrEqual(2501);
    const bad = await batchCall(h.app, s, 'batches/quote', { rows: [row(1), row(2, { phone: 'x' })], defaults: defaults(s.senderId) });
    expect([bad.statusCode, bad.json().reason, Object.keys(bad.json().errors)]).toEqual([422, 'invalid_rows', ['rows.1.phone']]);
  });
});
