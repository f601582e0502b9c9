// FAN Courier, as the rest of the server knows it (carrier-manifest.ts; listed in registry.ts).
// Environment: carrier-apis.md section 1, what the API needs to identify our account.
// AWB (MODEL, awb-formats.ts): 13 digits starting 2, e.g. 2123456789012.
// Pickup day: yes (its courier order's pickupDate).
import { defineCarrier } from '../../carrier-manifest.ts';
import { createFanCourierAdapter, FAN_COURIER_CAPABILITIES } from './adapter.ts';
import { CODES, TIMELINE } from './codes.ts';

export const manifest = defineCarrier('fan-courier', {
  env: {
    prefix: 'FAN_COURIER',
    defaultBaseUrl: 'https://api.fancourier.ro/',
    required: [
      { name: 'USERNAME', description: 'the selfAWB user' },
      { name: 'PASSWORD', description: 'the selfAWB password' },
      { name: 'CLIENT_ID', description: 'the branch client id (clientId)', numeric: true },
    ],
    optional: [{ name: 'EPOD', description: '1: every AWB gets the ePOD option X (needed for A6 labels; the contract must include it)', numeric: true }],
  },
  capabilities: { ...FAN_COURIER_CAPABILITIES, pickupDay: true },
  codes: CODES,
  timeline: TIMELINE,
  awb: { prefix: '2', digits: 12, pattern: /^2\d{12}$/ },
  createAdapter: createFanCourierAdapter,
});
