// DPD, as the rest of the server knows it (carrier-manifest.ts; listed in registry.ts).
// Environment: carrier-apis.md section 3, what the API needs to identify our account.
// AWB (MODEL, awb-formats.ts): 14 digits starting 80, e.g. 80912345678901.
// Pickup day: yes (service.pickupDate).
import { defineCarrier } from '../../carrier-manifest.ts';
import { createDpdAdapter, DPD_CAPABILITIES } from './adapter.ts';
import { CODES, TIMELINE } from './codes.ts';

export const manifest = defineCarrier('dpd', {
  env: {
    prefix: 'DPD',
    defaultBaseUrl: 'https://api.dpd.ro/v1/',
    required: [
      { name: 'USERNAME', description: 'the API user' },
      { name: 'PASSWORD', description: 'the API password' },
    ],
    optional: [{ name: 'CLIENT_ID', description: 'the sender client id (default: the user\'s own)', numeric: true }],
  },
  capabilities: { ...DPD_CAPABILITIES, pickupDay: true },
  codes: CODES,
  timeline: TIMELINE,
  awb: { prefix: '80', digits: 12, pattern: /^80\d{12}$/ },
  createAdapter: createDpdAdapter,
});
