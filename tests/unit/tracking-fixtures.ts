// Tracking answers as the server gives them (POST private/orders/track-by-awb), for the unit tests.
import type { TrackingItem } from '../../src/features/tracking/tracking-api.ts';

export function foundItem(awb: string, overrides: Partial<TrackingItem> = {}): TrackingItem {
  return {
    awb,
    found: true,
    carrier_id: 3,
    carrier: 'FAN Courier',
    order_id: null,
    reference: null,
    track_url: `http://localhost/tracking?awb=${awb}`,
    current_status: 'În tranzit',
    current_status_id: 3,
    current_status_description: 'Coletul a plecat spre Iași.',
    is_current_status_final: false,
    estimated_delivery_date: '2026-11-24',
    carrier_website: 'https://www.fancourier.ro',
    updated_at: '2026-11-23T09:10:00.000Z',
    demo: false,
    history: [
      { status_id: 1, status: 'Înregistrat', status_description: 'AWB emis.', is_final_status: false, timestamp: '2026-11-22T08:00:00.000Z', location: 'Cluj-Napoca', carrier_status_code: 'AWB_CREATED' },
      { status_id: 2, status: 'Preluat de curier', status_description: 'Coletul a fost preluat de curier.', is_final_status: false, timestamp: '2026-11-22T11:00:00.000Z', location: 'Cluj-Napoca', carrier_status_code: 'C0' },
      { status_id: 3, status: 'În tranzit', status_description: 'Coletul a plecat spre Iași.', is_final_status: false, timestamp: '2026-11-23T09:10:00.000Z', location: 'Hub Turda', carrier_status_code: 'H0' },
    ],
    ...overrides,
  };
}

export function deliveredItem(awb: string): TrackingItem {
  const base = foundItem(awb);
  return {
    ...base,
    current_status: 'Livrat',
    current_status_id: 6,
    current_status_description: 'Coletul a fost livrat.',
    is_current_status_final: true,
    estimated_delivery_date: null,
    history: [
      ...base.history,
      { status_id: 6, status: 'Livrat', status_description: 'Coletul a fost livrat.', is_final_status: true, timestamp: '2026-11-24T12:30:00.000Z', location: 'Iași', carrier_status_code: 'S2' },
    ],
  };
}

export function notFoundItem(awb: string): TrackingItem {
  return {
    awb,
    found: false,
    carrier_id: null,
    carrier: null,
    order_id: null,
    reference: null,
    track_url: `http://localhost/tracking?awb=${awb}`,
    current_status: null,
    current_status_id: null,
    current_status_description: null,
    is_current_status_final: false,
    estimated_delivery_date: null,
    carrier_website: null,
    updated_at: null,
    demo: false,
    history: [],
    message: `Nu am găsit niciun colet cu AWB-ul ${awb}.`,
  };
}
