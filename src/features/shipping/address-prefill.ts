// A signed-in customer's default addresses (the address book, handed in by the page) as the order
// draft's starting values: the default sender address fills the sender, the default billing address
// the checkout's billing. Only what is still empty is filled, a group of fields at a time (a name
// typed by hand is never mixed with another person's phone), and the street only when the address
// is in the locality the offer was priced from. The user can change everything afterwards.
import type { BillingAddress, ShippingAddress } from '../../shared/addresses.ts';
import { addressLine } from '../../shared/addresses.ts';
import type { BillingValues, ContactValues } from './order-draft.ts';

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

/** Billing from the default billing address when nothing is typed there yet, or null. */
export function prefillBilling(billing: BillingValues, address: BillingAddress): BillingValues | null {
  if (!empty(billing.name, billing.company, billing.cui, billing.reg_com, billing.address)) return null;
  const business = address.address_type === 'business';
  return {
    kind: business ? 'company' : 'person',
    name: address.contact,
    company: business ? address.company : '',
    cui: business ? address.vat_no : '',
    reg_com: business ? address.reg_com : '',
    address: addressLine(address),
  };
}
