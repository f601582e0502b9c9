// Sameday, as the rest of the server knows it (carrier-manifest.ts; listed in registry.ts).
// Environment: carrier-apis.md section 4, what the API needs to identify our account.
// AWB (MODEL, awb-formats.ts): SMD and 10 digits, e.g. SMD1234567890.
// Pickup day: no; Sameday's AWB has no such field.
import { defineCarrier } from '../../carrier-manifest.ts';
import { createSamedayAdapter, SAMEDAY_CAPABILITIES } from './adapter.ts';
import { CODES, TIMELINE } from './codes.ts';

export const manifest = defineCarrier('sameday', {
  env: {
    prefix: 'SAMEDAY',
    defaultBaseUrl: 'https://api.sameday.ro/',
    required: [
      { name: 'USERNAME', description: 'the API user' },
      { name: 'PASSWORD', description: 'the API password' },
      { name: 'PICKUP_POINT_ID', description: 'the pickup point parcels leave from', numeric: true },
    ],
    optional: [
      { name: 'CONTACT_PERSON_ID', description: 'the pickup point\'s contact person (default: its first)', numeric: true },
      { name: 'SERVICE_HOME_ID', description: 'the service id for home delivery (default: found by code 24 in /api/client/services)', numeric: true },
      { name: 'SERVICE_LOCKER_ID', description: 'the service id for easybox delivery (default: found by code LN in /api/client/services)', numeric: true },
    ],
  },
  capabilities: { ...SAMEDAY_CAPABILITIES, pickupDay: false },
  codes: CODES,
  timeline: TIMELINE,
  awb: { prefix: 'SMD', digits: 10, pattern: /^SMD\d{10}$/ },
  createAdapter: createSamedayAdapter,
});
