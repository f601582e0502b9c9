// Each carrier's status table (adapters/<carrier>/codes.ts) against the carrier's own documentation
// (shared/design/carrier-apis.md sections 1-6, mapping of section 8): every documented code maps to
// the status written here, documented codes we leave unmapped on purpose answer null, only
// documented codes are marked as the carrier's own (the rest are MODEL), unknown codes answer null,
// descriptions use ș and ț with the comma below, and every code of a simulated timeline is in its table.
import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../../src/shared/carriers.ts';
import { AWB_CREATED, AWB_DELETED } from '../../server/services/carriers/code-table.ts';
import { carrierEvent } from '../../server/services/carriers/carrier-events.ts';
import { TIMELINES } from '../../server/services/carriers/simulated-timeline.ts';
import { CARRIER_CODES, describeCarrierCode, mapCarrierStatus, type ShipmentStatus } from '../../server/services/carriers/statuses.ts';

type Documented = Partial<Record<ShipmentStatus, string[]>>;

/** FAN Courier event ids (API v2.0, GET reports/awb-events), by our status. */
const FAN: Documented = {
  registered: ['S38'],
  picked_up: ['C0'],
  in_transit: ['H0', 'H2', 'H3', 'H4', 'H10', 'H12', 'H13', 'H15', 'S9', 'S47'],
  at_depot: ['H1', 'H11', 'H17'],
  out_for_delivery: ['C1', 'S1', 'S35'],
  delivered: ['S2'],
  in_locker: ['S46', 'S8'],
  delivery_failed: ['S3', 'S4', 'S5', 'S10', 'S11', 'S12', 'S14', 'S19', 'S20', 'S21', 'S22', 'S24', 'S25', 'S27', 'S28', 'S30', 'S42', 'S49'],
  returning: ['S6', 'S7', 'S15', 'S33'],
  returned: ['S16', 'S43'],
};
const FAN_UNMAPPED = ['S37', 'S50'];

/** DPD operation codes (Web API Appendix 1), by our status. */
const DPD: Documented = {
  registered: ['148', '164'],
  picked_up: ['39'],
  in_transit: ['1', '2', '11', '21', '115', '116', '176', '217'],
  out_for_delivery: ['12', '144'],
  delivered: ['-14'],
  in_locker: ['134', '1134'],
  delivery_failed: ['38', '44', '69', '169', '181', '190'],
  returning: ['111', '121', '123', '195'],
  returned: ['124'],
  cancelled: ['128'],
};
const DPD_UNMAPPED = ['112', '114', '125', '127', '129', '175'];

/** GLS MyGLS StatusCode (Appendix G), by our status. */
const GLS: Documented = {
  registered: ['51', '52', '83', '84'],
  picked_up: ['1'],
  in_transit: ['2', '3', '10', '21', '22', '25', '26', '27', '41', '47', '53', '80', '86'],
  at_depot: ['6', '7', '9'],
  out_for_delivery: ['4', '32'],
  delivered: ['5', '58', '59', '92'],
  in_locker: ['8', '54', '55', '56', '97'],
  delivery_failed: ['11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '33', '34', '35', '36', '37', '38', '39', '68'],
  returning: ['57'],
  returned: ['23', '40'],
};
const GLS_UNMAPPED = ['24', '28', '29', '30', '31', '42', '43', '44', '46', '60', '64', '69', '76', '85', '87', '91', '93', '99', '401', '420'];

/** Sameday statusId seen in the official SDK's fixtures. */
const SAMEDAY: Documented = { registered: ['1'], out_for_delivery: ['33'], delivered: ['9'] };

/** Bookurier status_id its official module counts as delivered. */
const BOOKURIER: Documented = { delivered: ['4', '5'] };

/** Cargus publishes no code list. */
const CARGUS: Documented = {};

const DOCUMENTED: [number, string, Documented, string[]][] = [
  [3, 'FAN Courier', FAN, FAN_UNMAPPED],
  [2, 'DPD', DPD, DPD_UNMAPPED],
  [4, 'GLS', GLS, GLS_UNMAPPED],
  [6, 'Sameday', SAMEDAY, ['2', '3', '4', '5', '7', '17', '18']],
  [16, 'Bookurier', BOOKURIER, ['1', '2', '3', '6', '7']],
  [1, 'Cargus', CARGUS, ['21']],
];

const pairs = (documented: Documented) => Object.entries(documented).flatMap(([status, codes]) => codes.map((code) => [code, status] as const));

describe.each(DOCUMENTED)('carrier %i (%s)', (id, _name, documented, unmapped) => {
  it('maps every documented code as the documentation says', () => {
    const expected = pairs(documented);
    expect(expected.map(([code]) => [code, mapCarrierStatus(id, code)])).toEqual(expected);
  });

  it('marks as its own exactly the documented codes; everything else is ours (MODEL)', () => {
    const table = CARRIER_CODES[id]!;
    const own = Object.entries(table).filter(([, c]) => !c.model).map(([code]) => code);
    expect(own.sort()).toEqual(pairs(documented).map(([code]) => code).sort());
    for (const [code, c] of Object.entries(table)) {
      if (c.model) expect(code, `${id} ${code}`).toMatch(/^(AWB_CREATED|AWB_DELETED|MODEL_[A-Z_]+)$/);
    }
  });

  it('answers null for documented codes left unmapped and for codes nobody documents', () => {
    for (const code of [...unmapped, '999999', 'X9', '']) expect(mapCarrierStatus(id, code), code).toBeNull();
    const event = carrierEvent({ carrierId: id, sequence: 3, code: unmapped[0]!, text: 'Textul curierului', occurredAt: new Date(0) });
    expect(event).toMatchObject({ status: null, carrierStatusCode: unmapped[0], description: 'Textul curierului' });
  });

  it('writes its descriptions in Romanian with ș and ț (comma below)', () => {
    for (const code of Object.keys(CARRIER_CODES[id]!)) {
      const text = describeCarrierCode(id, code)!;
      expect(text, code).toMatch(/^[A-ZĂÂÎȘȚ]/);
      expect(text, code).toMatch(/\.$/);
      expect(text, code).not.toMatch(/[şţŞŢ]/);
    }
  });

  it('writes its simulated life only in codes of its table', () => {
    const t = TIMELINES[id]!;
    const codes = [...t.standard.map((s) => s.code), t.failed, t.inLocker, t.collected, t.returning, t.returned, t.cancelled].filter((c): c is string => !!c);
    for (const code of codes) expect(Object.hasOwn(CARRIER_CODES[id]!, code), code).toBe(true);
  });
});

describe('the codes the simulated network speaks', () => {
  it('are the carriers\' real ones wherever they have one for the step', () => {
    expect(TIMELINES[3]!.standard.map((s) => s.code)).toEqual([AWB_CREATED, 'C0', 'H4', 'H10', 'H11', 'C1', 'S1', 'S2']);
    expect(TIMELINES[2]!.standard.map((s) => s.code)).toEqual(['148', '39', '2', '1', '12', '-14']);
    expect(TIMELINES[4]!.standard.map((s) => s.code)).toEqual(['51', '1', '2', '3', '4', '5']);
    expect(TIMELINES[6]!.standard.map((s) => s.code)).toEqual(['1', 'MODEL_PICKED_UP', 'MODEL_IN_TRANSIT', 'MODEL_AT_DEPOT', '33', '9']);
    expect(TIMELINES[16]!.standard.at(-1)!.code).toBe('4');
    expect([3, 2, 4].map((id) => TIMELINES[id]!.cancelled)).toEqual([AWB_DELETED, '128', AWB_DELETED]);
    expect(TIMELINES[3]).toMatchObject({ failed: 'S3', inLocker: 'S46', returning: 'S33', returned: 'S43' });
    expect(TIMELINES[2]).toMatchObject({ failed: '44', inLocker: '134', returning: '111', returned: '124' });
    expect(TIMELINES[4]).toMatchObject({ failed: '12', inLocker: '54', collected: '59', returning: null, returned: '23' });
  });

  it('has a table for every carrier of the marketplace', () => {
    expect(DOCUMENTED.map(([id]) => id).sort((a, b) => a - b)).toEqual(CARRIERS.map((c) => c.id).sort((a, b) => a - b));
  });
});

describe('looking codes up', () => {
  it('finds a number written with leading zeros (MyGLS may pad "05")', () => {
    expect(mapCarrierStatus(4, '05')).toBe('delivered');
    expect(mapCarrierStatus(4, '051')).toBe('registered');
    expect(carrierEvent({ carrierId: 4, sequence: 0, code: '05', occurredAt: new Date(0) })).toMatchObject({ carrierStatusCode: '05', status: 'delivered' });
    expect(mapCarrierStatus(4, '0')).toBeNull();
    expect(mapCarrierStatus(4, '00')).toBeNull();
  });

  it('takes a number as its decimal text (DPD sends operationCode -14 as a number)', () => {
    expect(carrierEvent({ carrierId: 2, sequence: 0, code: -14, occurredAt: new Date(0) })).toMatchObject({ carrierStatusCode: '-14', status: 'delivered', description: 'Coletul a fost livrat.' });
    expect(mapCarrierStatus(2, '14')).toBeNull();
  });

  it('gives FAN\'s codes their own Romanian words', () => {
    expect(describeCarrierCode(3, 'S6')).toBe('Destinatarul a refuzat coletul.');
    expect(describeCarrierCode(3, 'S46')).toContain('FANbox');
    expect(describeCarrierCode(3, 'S2')).toBe('Coletul a fost livrat.');
  });
});
