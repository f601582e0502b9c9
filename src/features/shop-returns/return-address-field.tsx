// The return address, chosen from the account's address book (its sender and delivery addresses, as
// the server takes them); with an empty book, a link to add one there instead of an empty choice.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/notice.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { addressLine } from '../../shared/addresses.ts';
import { bookAddresses, type AddressDto } from './shop-returns-api.ts';

const t = roShopReturns;

export type ReturnAddresses = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: AddressDto[] };

export function useReturnAddresses(): ReturnAddresses {
  const [found, setFound] = useState<ReturnAddresses>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    bookAddresses(controller.signal).then(
      (list) => setFound({ status: 'ready', list }),
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setFound({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return found;
}

const labelOf = (a: AddressDto) => [a.company || a.contact, addressLine(a)].filter(Boolean).join(' – ');

export interface ReturnAddressFieldProps {
  id: string;
  addresses: ReturnAddresses;
  value: string;
  error?: string | undefined;
  onChange(id: string): void;
}

export function ReturnAddressField({ id, addresses, value, error, onChange }: ReturnAddressFieldProps) {
  if (addresses.status === 'ready' && addresses.list.length === 0) {
    return (
      <div className="field" id={id} tabIndex={-1}>
        <p className="field__label">{t.returnAddress}</p>
        <Notice tone={error ? 'error' : 'info'} live={false}>
          <p>{error ?? t.noAddresses}</p>
        </Notice>
        <Link to="/dashboard/adrese">{t.addAddress}</Link>
      </div>
    );
  }
  const options = addresses.status === 'ready' ? [{ value: '', label: t.returnAddressPick }, ...addresses.list.map((a) => ({ value: String(a.id), label: labelOf(a) }))] : [{ value, label: '…' }];
  return (
    <SelectField
      id={id}
      label={t.returnAddress}
      hint={t.returnAddressHint}
      options={options}
      value={value}
      error={error}
      disabled={addresses.status !== 'ready'}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
