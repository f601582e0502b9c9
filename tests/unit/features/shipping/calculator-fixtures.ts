// Localities and offers the calculator tests answer with (the price API's shapes).
import type { Offer } from '../../../../src/shared/shipping.ts';

export const CLUJ = { id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj', type: 'municipiu', parent: 'Cluj-Napoca', postal_code: '400001', name_and_county: 'Cluj-Napoca, Cluj' };
export const IASI = { id: 95079, name: 'Iași', county_code: 'IS', county_name: 'Iași', type: 'municipiu', parent: 'Iași', postal_code: '700001', name_and_county: 'Iași, Iași' };

export function offer(carrier_id: number, carrier: string, total_bani: number, delivery: string): Offer {
  const net = Math.round(total_bani / 1.21);
  return {
    carrier_id,
    carrier,
    service_id: 1,
    service_name: 'Domiciliu - domiciliu',
    estimated_pickup_date: '2026-11-23',
    estimated_delivery_date: delivery,
    price: { amount: net / 100, vat: (total_bani - net) / 100, total: total_bani / 100, currency: 'RON' },
    breakdown: { lines: [{ code: 'base', label: 'Tarif de bază', amount: net }], net_bani: net, vat_bani: total_bani - net, total_bani, vat_rate: 21 },
    billed_weight_kg: 1,
  };
}
