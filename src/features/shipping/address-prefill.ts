// The order draft's starting values: a signed-in customer's default sender address (the address
// book, handed in by the page) fills the sender; the default billing address, else the sender, the
// checkout's billing. Only what is still empty (or, for billing, was filled in by the app) is filled,
// a group of fields at a time (a name typed by hand is never mixed with another person's phone), and
// the street only when the address is in the locality the offer was priced from. The user can change
// everything afterwards.
import type { BillingAddress, DefaultAddresses, ShippingAddress } from '../../shared/addresses.ts';
import { streetLine } from '../../shared/address-rules.ts';
import type { CalculatorPreset } from './calculator-form.ts';
import type { BillingValues, ContactValues, OrderDraft } from './order-draft.ts';
import type { LocalityOption } from './shipping-api.ts';

const empty = (...values: string[]) => values.every((v) => !v.trim());

/** The sender with the default address's details where it is empty, or null when nothing changes. */
export function prefillSender(sender: ContactValues, address: ShippingAddress, fromLocalityId: number | null): ContactValues | null {
  let next = sender;
  if (empty(sender.name, sender.phone, sender.email, sender.company)) {
    next = { ...next, name: address.contact, phone: address.phone, email: address.email, company: address.company };
  }
  if (fromLocalityId === address.locality_id && empty(sender.street, sender.number, sender.details, sender.postal_code)) {
    next = { ...next, street: address.street_name, number: address.street_no, details: address.street_details, postal_code: address.zipcode ?? '' };
  }
  return next === sender ? null : next;
}

/** The checkout's billing from an address book billing address. */
export function billingFromAddress(address: BillingAddress): BillingValues {
  const business = address.address_type === 'business';
  return {
    kind: business ? 'company' : 'person',
    name: address.contact,
    company: business ? address.company : '',
    cui: business ? address.vat_no : '',
    reg_com: business ? address.reg_com : '',
    // The street line only: the locality is its own field (the invoice's city and county).
    address: streetLine({ street: address.street_name, number: address.street_no, details: address.street_details }),
    locality: {
      id: address.locality_id,
      name: address.locality_name,
      county_code: address.county_code,
      county_name: address.county_name,
      county: address.county_name,
      name_and_county: `${address.locality_name}, ${address.county_name}`,
      type: '',
      parent: '',
      postal_code: '',
    },
  };
}

/** The checkout's billing from the sender: a person of that name, at the sender's street (none for a locker). */
export function billingFromSender(sender: ContactValues, from: LocalityOption | null): BillingValues {
  const street = !sender.locker_id && sender.street.trim() !== '';
  // The sender's street line, which the order form keeps within the invoice's line (address-rules.ts).
  const address = street ? streetLine({ street: sender.street, number: sender.number, details: sender.details }) : '';
  return { kind: 'person', name: sender.name.trim(), company: '', cui: '', reg_com: '', address, locality: from };
}

const sameBilling = (a: BillingValues, b: BillingValues) =>
  (a.locality?.id ?? null) === (b.locality?.id ?? null) && (['kind', 'name', 'company', 'cui', 'reg_com', 'address'] as const).every((key) => a[key] === b[key]);

/**
 * The billing the checkout starts from while the user has typed nothing there (the billing is
 * empty, or holds what was filled in for them): the signed-in customer's default billing address,
 * else the sender. Null when nothing changes.
 */
export function autoBilling(draft: Pick<OrderDraft, 'billing' | 'billing_filled' | 'sender' | 'chosen'>, address: BillingAddress | null): BillingValues | null {
  const { billing } = draft;
  if (!draft.billing_filled && !empty(billing.name, billing.company, billing.cui, billing.reg_com, billing.address)) return null;
  const next = address ? billingFromAddress(address) : billingFromSender(draft.sender, draft.chosen?.from ?? null);
  return sameBilling(next, billing) ? null : next;
}

/** The calculator's locality option for an address book address (where the parcel leaves from). */
export function localityOfAddress(address: Pick<ShippingAddress, 'locality_id' | 'locality_name' | 'county_code' | 'county_name'>): LocalityOption {
  const { locality_id: id, locality_name: name, county_code, county_name } = address;
  return { id, name, county_code, county_name, type: '', parent: '', postal_code: '', name_and_county: `${name}, ${county_name}` };
}

/**
 * What a signed-in customer's address book gives every calculator: the default sender address's
 * locality as the pickup locality, and the default billing address's IBAN (with its holder: the
 * company, else the contact) for a cash on delivery.
 */
export function calculatorDefaults(defaults: DefaultAddresses | null | undefined): Pick<CalculatorPreset, 'from' | 'codAccount'> {
  const billing = defaults?.billing;
  return {
    from: defaults?.shipping ? localityOfAddress(defaults.shipping) : null,
    codAccount: billing?.bank_iban ? { iban: billing.bank_iban, holder: (billing.address_type === 'business' && billing.company) || billing.contact } : null,
  };
}

/** The sender's e-mail: the signed-in customer's own when still empty (the address book had none). */
export function prefillSenderEmail(sender: ContactValues, accountEmail: string | null | undefined): ContactValues | null {
  return accountEmail && !sender.email.trim() ? { ...sender, email: accountEmail } : null;
}
