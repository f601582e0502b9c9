import { renderLabels } from '../server/services/labels/label-pdf.ts';
const party = (name: string) => ({ name, phone: '0722123456', email: null, company: null, addressLines: ['Str. Ștefan cel Mare nr. 10'], locality: 'Iași', county: 'Iași', postalCode: '540001', lockerId: null });
const data = (i: number) => ({ awb: String(2123456789012 + i), carrierId: 3, carrierName: 'FAN Courier', serviceId: 1, serviceName: 'Standard', orderNumber: 'CUR-1', sender: party('Ioana Țăranu'), recipient: party('Ana Ștefănescu'), parcels: 1, envelopes: 0, weightKg: 1, codBani: 0, content: 'Cărți', options: [], bookedAt: '2026-03-10T08:00:00Z', pickupDate: '2026-03-12' });
const prints = (n: number) => Array.from({ length: n }, (_, i) => ({ data: data(i) as any, demo: false, trackingUrl: `https://curiero.ro/tracking?awb=${2123456789012 + i}` }));
const t = async (name: string, f: () => Promise<unknown>, n = 10) => { await f(); const s = performance.now(); for (let i = 0; i < n; i++) await f(); console.log(name, ((performance.now() - s) / n).toFixed(1), 'ms'); };
await t('1 label', () => renderLabels(prints(1), 'A6'), 20);
await t('5 labels', () => renderLabels(prints(5), 'A6'), 10);
await t('100 labels A4', () => renderLabels(prints(100), 'A4'), 2);
console.log('size 100 A4', (await renderLabels(prints(100), 'A4')).length);
