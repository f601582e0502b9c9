// The calculator's form model: what the user typed (strings, so nothing is lost or reformatted
// while typing), the checks run before sending (the server stays the judge and answers with the
// same field paths, e.g. `content.parcels.1.size.weight`), and the PriceRequest built from it.
import { roShipping } from '../../i18n/ro-shipping.ts';
import { BOOLEAN_OPTIONS, SHIPPING_LIMITS, type BooleanOption, type PriceRequest } from '../../shared/shipping.ts';
import type { LocalityOption } from './shipping-api.ts';

const t = roShipping;

export interface ParcelValues {
  weight: string;
  length: string;
  width: string;
  height: string;
}

export interface CalculatorValues {
  from: LocalityOption | null;
  to: LocalityOption | null;
  kind: 'parcel' | 'envelope';
  /** '0' = every service, else the service id (1 home->home ... 4 locker->locker). */
  service: string;
  envelopes: string;
  parcels: ParcelValues[];
  cod: string;
  iban: string;
  holder: string;
  insurance: string;
  options: Record<BooleanOption, boolean>;
}

export type CalculatorErrors = Record<string, string>;

/** The first order of the offers: cheapest first or earliest delivery first. */
export type OfferSort = 'price' | 'date';

/**
 * What a page presets in the calculator (its carrier, service, envelope or parcels, order of the
 * offers); every field is optional and the user can change each of them afterwards.
 */
export interface CalculatorPreset {
  carrierId?: number | undefined;
  serviceId?: number | undefined;
  kind?: CalculatorValues['kind'] | undefined;
  sort?: OfferSort | undefined;
  /** Where the parcel leaves from (a signed-in customer's default sender address). */
  from?: LocalityOption | null | undefined;
  /** Where a cash on delivery is paid out by default (a signed-in customer's billing address's IBAN and holder). */
  codAccount?: { iban: string; holder: string } | null | undefined;
}

export const EMPTY_PARCEL: ParcelValues = { weight: '1', length: '30', width: '20', height: '10' };

export function initialValues(serviceId = 1, kind: CalculatorValues['kind'] = 'parcel'): CalculatorValues {
  return {
    from: null,
    to: null,
    kind,
    service: String(serviceId),
    envelopes: '1',
    parcels: [{ ...EMPTY_PARCEL }],
    cod: '',
    iban: '',
    holder: '',
    insurance: '',
    options: Object.fromEntries(BOOLEAN_OPTIONS.map((o) => [o, false])) as Record<BooleanOption, boolean>,
  };
}

/** The form as a page's preset opens it (home to home, one parcel, unless the preset says otherwise). */
export function presetValues(preset: CalculatorPreset = {}): CalculatorValues {
  return initialValues(preset.serviceId ?? 1, preset.kind ?? 'parcel');
}

/** "2,5" and "2.5" are both 2.5; empty is null; anything else NaN. */
export function parseNumber(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!clean) return null;
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

function positive(text: string, max: number, tooBig: string): string | undefined {
  const value = parseNumber(text);
  if (value === null) return t.required;
  if (!Number.isFinite(value) || value <= 0) return t.positive;
  if (value > max) return tooBig;
  return undefined;
}

function optionalAmount(text: string, max: number, tooBig: string): string | undefined {
  const value = parseNumber(text);
  if (value === null || value === 0) return undefined;
  if (!Number.isFinite(value) || value < 0) return t.positive;
  return value > max ? tooBig : undefined;
}

export function parcelField(index: number, field: keyof ParcelValues): string {
  return field === 'weight' ? `content.parcels.${index}.size.weight` : `content.parcels.${index}.size.${field}`;
}

export function validateCalculator(values: CalculatorValues): CalculatorErrors {
  const errors: CalculatorErrors = {};
  if (!values.from) errors['address_from.locality_id'] = t.localityRequired;
  if (!values.to) errors['address_to.locality_id'] = t.localityRequired;
  if (values.kind === 'envelope') {
    const problem = positive(values.envelopes, SHIPPING_LIMITS.maxEnvelopes, t.maxParcels);
    if (problem) errors['content.envelopes_count'] = problem;
  } else {
    values.parcels.forEach((parcel, i) => {
      const weight = positive(parcel.weight, SHIPPING_LIMITS.maxParcelWeightKg, t.weightMax);
      if (weight) errors[parcelField(i, 'weight')] = weight;
      for (const side of ['length', 'width', 'height'] as const) {
        const problem = positive(parcel[side], SHIPPING_LIMITS.maxParcelSideCm, t.sideMax);
        if (problem) errors[parcelField(i, side)] = problem;
      }
    });
  }
  const cod = optionalAmount(values.cod, SHIPPING_LIMITS.maxCodRon, t.codMax);
  if (cod) errors['extra.bank_repayment_amount'] = cod;
  else if ((parseNumber(values.cod) ?? 0) > 0) {
    if (!values.iban.trim()) errors['extra.bank_iban'] = t.ibanRequired;
    if (!values.holder.trim()) errors['extra.bank_holder'] = t.holderRequired;
  }
  const insurance = optionalAmount(values.insurance, SHIPPING_LIMITS.maxDeclaredValueRon, t.insuranceMax);
  if (insurance) errors['extra.insurance_amount'] = insurance;
  return errors;
}

export function toPriceRequest(values: CalculatorValues, carrierId = 0): PriceRequest {
  const number = (text: string) => parseNumber(text) ?? 0;
  const cod = number(values.cod);
  const insurance = number(values.insurance);
  const options = Object.fromEntries(BOOLEAN_OPTIONS.filter((o) => values.options[o]).map((o) => [o, true]));
  return {
    carrier_id: carrierId,
    service_id: Number(values.service) || 0,
    address_from: { country_code: 'RO', locality_id: values.from?.id },
    address_to: { country_code: 'RO', locality_id: values.to?.id },
    content:
      values.kind === 'envelope'
        ? { envelopes_count: number(values.envelopes), parcels_count: 0 }
        : {
            envelopes_count: 0,
            parcels_count: values.parcels.length,
            total_weight: values.parcels.reduce((sum, p) => sum + number(p.weight), 0),
            parcels: values.parcels.map((p, i) => ({
              sequence_no: i + 1,
              size: { weight: number(p.weight), length: number(p.length), width: number(p.width), height: number(p.height) },
            })),
          },
    extra: {
      ...options,
      ...(cod > 0
        ? { bank_repayment_amount: cod, bank_repayment_currency: 'RON' as const, bank_iban: values.iban.replace(/\s/g, '').toUpperCase(), bank_holder: values.holder.trim() }
        : {}),
      ...(insurance > 0 ? { insurance_amount: insurance, insurance_amount_currency: 'RON' as const } : {}),
    },
  };
}
