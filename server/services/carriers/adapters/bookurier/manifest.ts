// Bookurier, as the rest of the server knows it (carrier-manifest.ts; listed in registry.ts).
// Environment: carrier-apis.md section 6, what the API needs to identify our account.
// AWB (MODEL, awb-formats.ts): BK and 10 digits, e.g. BK1234567890.
// Pickup day: no; Bookurier collects from the account's pickup point on its own round.
import { defineCarrier } from '../../carrier-manifest.ts';
import { BOOKURIER_CAPABILITIES, createBookurierAdapter } from './adapter.ts';
import { CODES, TIMELINE } from './codes.ts';

export const manifest = defineCarrier('bookurier', {
  env: {
    prefix: 'BOOKURIER',
    defaultBaseUrl: 'https://portal.bookurier.ro/api/',
    required: [
      { name: 'USERNAME', description: 'the API user' },
      { name: 'PASSWORD', description: 'the API password' },
      { name: 'API_KEY', description: 'the tracking API key' },
      { name: 'PICKUP_POINT', description: 'the pickup point id parcels leave from', numeric: true },
    ],
    optional: [],
  },
  capabilities: { ...BOOKURIER_CAPABILITIES, pickupDay: false },
  codes: CODES,
  timeline: TIMELINE,
  awb: { prefix: 'BK', digits: 10, pattern: /^BK\d{10}$/ },
  createAdapter: createBookurierAdapter,
});
