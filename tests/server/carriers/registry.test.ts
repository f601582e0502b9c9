// The carrier registry (server/services/carriers/registry.ts): one manifest per carrier folder, in
// the order of the public catalogue, and every table keyed by a carrier read from it: the
// environment variables (names and base URLs exactly as before the manifests), AWB formats, status
// codes, timelines, the pickup-day carriers, and the real adapters with the capabilities their
// manifests declare.
import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { AWB_FORMATS } from '../../../server/services/carriers/awb-formats.ts';
import { CARRIER_ENV, readCarriers } from '../../../server/services/carriers/carrier-config.ts';
import { defineCarrier } from '../../../server/services/carriers/carrier-manifest.ts';
import { createRealAdapter } from '../../../server/services/carriers/real-adapters.ts';
import { CARRIER_MANIFESTS, carrierManifest } from '../../../server/services/carriers/registry.ts';
import { TIMELINES } from '../../../server/services/carriers/simulated-timeline.ts';
import { CARRIER_CODES } from '../../../server/services/carriers/statuses.ts';
import { PICKUP_DAY_CARRIERS } from '../../../server/services/pricing/quote.ts';

const names = (prefix: string, vars: { name: string }[]) => vars.map((v) => `${prefix}_${v.name}`);

describe('carrier registry', () => {
  it('has one manifest per catalogued carrier, in the catalogue order, with its id, slug and name', () => {
    expect(CARRIER_MANIFESTS.map((m) => [m.id, m.slug, m.name])).toEqual(CARRIERS.map((c) => [c.id, c.slug, c.name]));
    expect(carrierManifest(6)?.slug).toBe('sameday');
    expect(carrierManifest(5)).toBeUndefined();
    expect(() => defineCarrier('posta' as never, CARRIER_MANIFESTS[0]!)).toThrow('carrier posta is not in src/shared/carriers.ts');
  });

  it('declares the same environment variables and base URLs as before', () => {
    expect(CARRIER_ENV.map((s) => [s.carrierId, s.defaultBaseUrl, names(s.prefix, s.required), names(s.prefix, s.optional)])).toEqual([
      [1, 'https://urgentcargus.azure-api.net/api/', ['CARGUS_SUBSCRIPTION_KEY', 'CARGUS_USERNAME', 'CARGUS_PASSWORD', 'CARGUS_PICKUP_LOCATION_ID'], ['CARGUS_PRICE_TABLE_ID']],
      [2, 'https://api.dpd.ro/v1/', ['DPD_USERNAME', 'DPD_PASSWORD'], ['DPD_CLIENT_ID']],
      [3, 'https://api.fancourier.ro/', ['FAN_COURIER_USERNAME', 'FAN_COURIER_PASSWORD', 'FAN_COURIER_CLIENT_ID'], ['FAN_COURIER_EPOD']],
      [4, 'https://api.mygls.ro/ParcelService.svc/json/', ['GLS_USERNAME', 'GLS_PASSWORD', 'GLS_CLIENT_NUMBER'], ['GLS_DELIVERY_POINTS_URL']],
      [6, 'https://api.sameday.ro/', ['SAMEDAY_USERNAME', 'SAMEDAY_PASSWORD', 'SAMEDAY_PICKUP_POINT_ID'], ['SAMEDAY_CONTACT_PERSON_ID', 'SAMEDAY_SERVICE_HOME_ID', 'SAMEDAY_SERVICE_LOCKER_ID']],
      [16, 'https://portal.bookurier.ro/api/', ['BOOKURIER_USERNAME', 'BOOKURIER_PASSWORD', 'BOOKURIER_API_KEY', 'BOOKURIER_PICKUP_POINT'], []],
    ]);
  });

  it('keys every former per-carrier table by the manifests', () => {
    const ids = CARRIER_MANIFESTS.map((m) => m.id);
    for (const table of [AWB_FORMATS, CARRIER_CODES, TIMELINES]) expect(Object.keys(table).map(Number)).toEqual(ids);
    for (const m of CARRIER_MANIFESTS) {
      expect(AWB_FORMATS[m.id]).toBe(m.awb);
      expect(CARRIER_CODES[m.id]).toBe(m.codes);
      expect(TIMELINES[m.id]).toBe(m.timeline);
    }
    expect([...PICKUP_DAY_CARRIERS].sort((a, b) => a - b)).toEqual([2, 3, 4]);
  });

  it("makes each carrier's real adapter from its account, with the capabilities its manifest declares", () => {
    const problems: string[] = [];
    const env: Record<string, string> = { FAN_COURIER_EPOD: '1' };
    for (const spec of CARRIER_ENV) for (const v of spec.required) env[`${spec.prefix}_${v.name}`] = v.numeric ? '1' : 'x';
    const config = readCarriers((name) => env[name], problems);
    expect(problems).toEqual([]);
    for (const m of CARRIER_MANIFESTS) {
      const adapter = createRealAdapter(config.accounts.get(m.id)!, { fetch: async () => new Response('{}') });
      const { pickupDay, ...declared } = m.capabilities;
      expect(typeof pickupDay).toBe('boolean');
      expect(adapter.network).toBe(m.slug);
      expect(adapter.capabilities).toEqual(declared);
      (adapter as { shutdown?: () => void }).shutdown?.();
      (adapter as { http?: { shutdown(): void } }).http?.shutdown();
    }
    const withoutEpod = createRealAdapter({ ...config.accounts.get(3)!, values: { ...config.accounts.get(3)!.values, EPOD: '0' } });
    expect(withoutEpod.capabilities?.labelFormats).toEqual(['A4', 'ZPL']);
    (withoutEpod as { shutdown?: () => void }).shutdown?.();
    expect(() => createRealAdapter({ carrierId: 5, baseUrl: 'https://x.example/', values: {} })).toThrow('no real adapter for carrier 5');
  });
});
