// Cargus, as the rest of the server knows it (carrier-manifest.ts; listed in registry.ts).
// Environment: carrier-apis.md section 2, what the API needs to identify our account.
// AWB (MODEL, awb-formats.ts): 10 digits starting 1, e.g. 1034567890.
// Pickup day: no; Cargus closes the pickup point's order of the day itself.
import { defineCarrier } from '../../carrier-manifest.ts';
import { CARGUS_CAPABILITIES, createCargusAdapter } from './adapter.ts';
import { CODES, TIMELINE } from './codes.ts';

export const manifest = defineCarrier('cargus', {
  env: {
    prefix: 'CARGUS',
    defaultBaseUrl: 'https://urgentcargus.azure-api.net/api/',
    required: [
      { name: 'SUBSCRIPTION_KEY', description: 'the API Management subscription key (Ocp-Apim-Subscription-Key)' },
      { name: 'USERNAME', description: 'the WebExpress user' },
      { name: 'PASSWORD', description: 'the WebExpress password' },
      { name: 'PICKUP_LOCATION_ID', description: 'the pickup point (LocationId) parcels leave from', numeric: true },
    ],
    optional: [{ name: 'PRICE_TABLE_ID', description: 'the price table of the contract (0: the default)', numeric: true }],
  },
  capabilities: { ...CARGUS_CAPABILITIES, pickupDay: false },
  codes: CODES,
  timeline: TIMELINE,
  awb: { prefix: '1', digits: 9, pattern: /^1\d{9}$/ },
  createAdapter: createCargusAdapter,
});
