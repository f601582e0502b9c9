// One address of the book: who, where, how to reach them, the default marked, and its actions
// (edit, make default, delete), each named for the address it acts on.
import { Button } from '../../components/button.tsx';
import { roAddresses } from '../../i18n/ro-addresses.ts';
import type { AddressDto } from '../../shared/addresses.ts';
import { addressLine, isBilling } from '../../shared/addresses.ts';

const t = roAddresses;

export interface AddressCardProps {
  address: AddressDto;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

export function addressName(address: AddressDto): string {
  return address.company && address.address_type === 'business' ? `${address.company} (${address.contact})` : address.contact;
}

export function AddressCard({ address, busy, onEdit, onMakeDefault, onDelete }: AddressCardProps) {
  const name = addressName(address);
  // The visible word first, then whose address (label in name: voice control still finds "Modifică").
  const named = (action: string) => `${action} ${name}`;
  const zipcode = !isBilling(address) && address.zipcode ? `, ${address.zipcode}` : '';
  const company = isBilling(address) && address.address_type === 'business' ? [address.vat_no && `CUI ${address.vat_no}`, address.reg_com].filter(Boolean).join(' · ') : '';
  return (
    <li className={address.is_default ? 'address-card is-default' : 'address-card'}>
      <div className="address-card__head">
        <p className="address-card__name">{name}</p>
        {address.is_default ? <span className="address-card__badge">{t.defaultBadge}</span> : null}
      </div>
      <p className="address-card__line">{addressLine(address) + zipcode}</p>
      {company ? <p className="address-card__meta">{company}</p> : null}
      <p className="address-card__meta">{[address.phone, address.email].filter(Boolean).join(' · ')}</p>
      <div className="address-card__actions">
        <Button variant="secondary" onClick={onEdit} disabled={busy} aria-label={named(t.edit)}>
          {t.edit}
        </Button>
        {!address.is_default ? (
          <Button variant="ghost" onClick={onMakeDefault} disabled={busy} aria-label={named(t.makeDefault)}>
            {t.makeDefault}
          </Button>
        ) : null}
        <Button variant="ghost" className="address-danger-text" onClick={onDelete} disabled={busy} aria-label={named(t.delete)}>
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
