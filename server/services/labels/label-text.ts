// The label's lines of text that both layouts print the same way (label-layout.ts draws them in a
// PDF, label-zpl.ts writes them as a thermal printer's ZPL): weight in kilograms with a decimal
// comma, the booking day as dd.mm.yyyy in Bucharest time, parcels or envelopes with the weight, the
// cash on delivery, and the footer naming the order, the day and Curiero.
import { formatRon } from '../money-format.ts';
import type { LabelData } from './label-data.ts';

const day = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric' });

export const kg = (value: number) => `${String(Math.round(value * 100) / 100).replace('.', ',')} kg`;

export function countLine(data: LabelData): string {
  const count = data.envelopes > 0 ? `Plicuri: ${data.envelopes}` : `Colete: ${data.parcels}`;
  return `${count} · Greutate: ${kg(data.weightKg)}`;
}

/** The cash on delivery to collect ('RAMBURS: 150,00 RON'), or 'Fără ramburs'. */
export const codLine = (data: LabelData) => (data.codBani > 0 ? `RAMBURS: ${formatRon(data.codBani)}` : 'Fără ramburs');

/** The pickup day as 'Ridicare: dd.mm.yyyy', when the order has one. */
export const pickupLine = (data: LabelData) => (data.pickupDate ? `Ridicare: ${data.pickupDate.split('-').reverse().join('.')}` : null);

export const footerLine = (data: LabelData, demo: boolean) =>
  `Comanda ${data.orderNumber} · ${day.format(new Date(data.bookedAt))} · Curiero${demo ? ' · etichetă demonstrativă' : ''}`;
