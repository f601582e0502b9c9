// The public API's price request (with address-book references and `billing_to`) and order request:
// the dashboard's price request schema, each field described (content, extra, billing), with the
// examples the documentation sends. Request schemas check types and sizes (the rules, with Romanian
// messages, are the services').
import { SHIPPING_LIMITS as L } from '../../../../src/shared/shipping.ts';
import { priceRequestSchema } from '../../shared/price-request-schema.ts';
import { annotate, ref } from './fields.ts';
import { ADDRESS_NOTES, ALIAS_NOTES, publicAddress } from './order-addresses.ts';
import { ORDER_REQUEST_EXAMPLE, PRICE_REQUEST_EXAMPLE } from './order-examples.ts';

const REQUEST_NOTES = {
  carrier_id: 'Curierul (GET /locations/carriers): 1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier; 0 pentru toți.',
  service_id: 'Serviciul: 1 domiciliu - domiciliu, 2 domiciliu - locker, 3 locker - domiciliu, 4 locker - locker; 0 pentru toate.',
  address_from: 'Expeditorul: de unde ridică curierul coletul.',
  address_to: 'Destinatarul: unde livrează curierul.',
  ...Object.fromEntries(
    ['address_from', 'address_to'].flatMap((side) => Object.entries(ADDRESS_NOTES).map(([field, note]) => [`${side}.${field}`, note])),
  ),
  ...ALIAS_NOTES,
  content: 'Ce se trimite: plicuri, colete sau paleți, cu greutatea și dimensiunile coletelor.',
  'content.envelopes_count': `Câte plicuri (documente; fiecare socotit ${String(L.envelopeWeightKg).replace('.', ',')} kg), cel mult ${L.maxEnvelopes}.`,
  'content.parcels_count': `Câte colete, cel mult ${L.maxParcels}; trebuie să fie câte sunt în parcels.`,
  'content.pallets_count': 'Câți paleți (nu sunt preluați deocamdată: 0).',
  'content.total_weight': 'Greutatea totală, în kg (cu zecimale).',
  'content.parcels': `Coletele, fiecare cu greutatea și dimensiunile lui (cel mult ${L.maxParcels}).`,
  'content.parcels.*': 'Un colet.',
  'content.parcels.*.sequence_no': 'Numărul de ordine al coletului (informativ: coletele se iau în ordinea listei).',
  'content.parcels.*.size': 'Greutatea și dimensiunile coletului.',
  'content.parcels.*.size.weight': `Greutatea, în kg (cu zecimale; cel mult ${L.maxParcelWeightKg}).`,
  'content.parcels.*.size.width': `Lățimea, în cm (cel mult ${L.maxParcelSideCm}).`,
  'content.parcels.*.size.height': `Înălțimea, în cm (cel mult ${L.maxParcelSideCm}).`,
  'content.parcels.*.size.length': `Lungimea, în cm (cel mult ${L.maxParcelSideCm}).`,
  extra: 'Opțiunile expediției (toate opționale).',
  'extra.open_package': 'Destinatarul poate deschide coletul înainte să-l primească.',
  'extra.sms_sender': 'SMS către expeditor la schimbările de stare.',
  'extra.sms_recipient': 'SMS către destinatar înaintea livrării.',
  'extra.saturday_delivery': 'Livrare sâmbăta.',
  'extra.return_of_documents': 'Returnarea documentelor semnate de destinatar.',
  'extra.return_package': 'Colet de retur de la destinatar.',
  'extra.parcel_content': 'Ce conțin coletele (4-100 de caractere; obligatoriu la comandă).',
  'extra.internal_identifier':
    'Referința ta (de exemplu numărul comenzii din magazin), scrisă pe eticheta făcută de Curiero (rețeaua simulată, cheile de test). Unui curier conectat îi este trimisă în AWB ca „Magazin: <referința>”, în observații (FAN Courier, Cargus, Sameday, Bookurier) sau lângă conținut (GLS), iar la DPD în ref2 (primele 30 de caractere); numărul comenzii Curiero rămâne referința AWB-ului. FAN Courier și GLS tipăresc aceste câmpuri pe eticheta lor; la ceilalți, ce apare pe etichetă hotărăște curierul.',
  'extra.insurance_amount': `Valoarea declarată pentru asigurare, în lei (cu zecimale; cel mult ${L.maxDeclaredValueRon}).`,
  'extra.insurance_amount_currency': 'Moneda valorii declarate: RON.',
  'extra.bank_repayment_amount': `Rambursul încasat de curier la livrare, în lei (cu zecimale; cel mult ${L.maxCodRon}).`,
  'extra.bank_repayment_currency': 'Moneda rambursului: RON.',
  'extra.bank_holder': 'Titularul contului în care se virează rambursul (obligatoriu cu ramburs).',
  'extra.bank_iban': 'IBAN-ul românesc în care se virează rambursul (obligatoriu cu ramburs).',
  billing_to: 'Facturarea: o adresă de facturare din agenda ta.',
  'billing_to.billing_address_id': 'Id-ul adresei de facturare din agendă (GET /addresses/billing).',
};

export const publicPriceRequestSchema = annotate(
  {
    ...priceRequestSchema,
    properties: {
      ...priceRequestSchema.properties,
      address_from: publicAddress,
      address_to: publicAddress,
      billing_to: { type: 'object', additionalProperties: false, properties: { billing_address_id: ref } },
    },
    examples: [PRICE_REQUEST_EXAMPLE],
  } as const,
  { ...REQUEST_NOTES, billing_to: 'Ignorat la prețuri (acceptat ca să poți trimite aceeași cerere ca la comandă).' },
);

export const publicOrderRequestSchema = annotate(
  {
    ...publicPriceRequestSchema,
    required: ['carrier_id', 'service_id', 'address_from', 'address_to', 'content', 'billing_to'],
    properties: {
      ...publicPriceRequestSchema.properties,
      carrier_id: { type: 'integer', minimum: 1 },
      service_id: { type: 'integer', minimum: 1, maximum: 4 },
      pickup_date: { type: 'string', maxLength: 10, examples: ['2026-03-04'] },
    },
    examples: [ORDER_REQUEST_EXAMPLE],
  } as const,
  {
    ...REQUEST_NOTES,
    pickup_date: 'Opțional: ziua ridicării (AAAA-LL-ZZ), una din pickup_dates ale ofertei (POST /orders/prices): zilele lucrătoare în care poate veni curierul. Fără ea, prima (estimated_pickup_date). O altă zi: 422 cu details.pickup_date.',
    carrier_id: 'Curierul ales (GET /locations/carriers): 1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier.',
    service_id: 'Serviciul ales: 1 domiciliu - domiciliu, 2 domiciliu - locker, 3 locker - domiciliu, 4 locker - locker.',
  },
);
