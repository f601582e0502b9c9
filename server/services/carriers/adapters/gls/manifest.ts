// GLS, as the rest of the server knows it (carrier-manifest.ts; listed in registry.ts).
// Environment: carrier-apis.md section 5, what the API needs to identify our account.
// AWB (MODEL, awb-formats.ts): 11 digits starting 5-9, e.g. 61234567890.
// Pickup day: yes (PickupDate).
import { defineCarrier } from '../../carrier-manifest.ts';
import { createGlsAdapter, GLS_CAPABILITIES } from './adapter.ts';
import { CODES, TIMELINE } from './codes.ts';

export const manifest = defineCarrier('gls', {
  env: {
    prefix: 'GLS',
    defaultBaseUrl: 'https://api.mygls.ro/ParcelService.svc/json/',
    required: [
      { name: 'USERNAME', description: 'the MyGLS login e-mail' },
      { name: 'PASSWORD', description: 'the MyGLS password (sent as its SHA-512)' },
      { name: 'CLIENT_NUMBER', description: 'the GLS client number', numeric: true },
    ],
    optional: [{ name: 'DELIVERY_POINTS_URL', description: 'the ParcelShop/locker feed (default: https://map.gls-hungary.com/data/deliveryPoints/ro.json)' }],
  },
  capabilities: { ...GLS_CAPABILITIES, pickupDay: true },
  codes: CODES,
  timeline: TIMELINE,
  awb: { prefix: '', digits: 11, firstDigit: [5, 9], pattern: /^[5-9]\d{10}$/ },
  createAdapter: createGlsAdapter,
});
