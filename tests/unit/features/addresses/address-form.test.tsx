// The address book's form and section in the browser (jsdom, fetch scripted): labels, every problem
// listed and the focus on the first field in error, the body in the contract's names, the server's
// field errors at their fields with what was typed kept (a network failure too), the billing
// company's fields, and the section's empty state, list, default and delete confirmation.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressBook } from '../../../../src/features/addresses/address-book.tsx';
import { AddressForm, type LocalityPickerProps } from '../../../../src/features/addresses/address-form.tsx';
import { bodyOf, emptyValues, validateAddress } from '../../../../src/features/addresses/address-form-model.ts';
import type { AddressDto } from '../../../../src/shared/addresses.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const CLUJ = { id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj', type: 'municipiu', parent: 'Cluj-Napoca', postal_code: '400001', name_and_county: 'Cluj-Napoca, Cluj' };

/** A stand-in for the calculator's combobox: a labelled button that picks Cluj-Napoca. */
function FakePicker({ id, label, value, onChange, error }: LocalityPickerProps) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={value?.name ?? ''} aria-invalid={error ? true : undefined} />
      <button type="button" onClick={() => onChange(CLUJ)}>
        Alege Cluj-Napoca
      </button>
      {error ? <p>{error}</p> : null}
    </div>
  );
}

const SAVED: AddressDto = {
  id: 7,
  kind: 'shipping',
  address_type: 'individual',
  country_code: 'RO',
  locality_id: 54984,
  street_id: null,
  street_name: 'Strada Memorandumului',
  street_no: '28',
  street_details: '',
  contact: 'Ana Popescu',
  phone: '0722123456',
  email: '',
  is_default: true,
  created_at: '2025-03-14T09:26:53.000Z',
  updated_at: '2025-03-14T09:26:53.000Z',
  locality_name: 'Cluj-Napoca',
  county_id: 13,
  county_code: 'CJ',
  county_name: 'Cluj',
  zipcode: '400114',
  company: '',
  coordinates: { lat: null, lng: null },
};

let remote: FakeRemote;
beforeEach(() => {
  remote = fakeRemote();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(kind: 'shipping' | 'billing' = 'shipping', address: AddressDto | null = null) {
  const onSaved = vi.fn();
  render(<AddressForm kind={kind} address={address} LocalityPicker={FakePicker} onSaved={onSaved} onCancel={vi.fn()} />);
  return onSaved;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

function fillSender() {
  fireEvent.change(textbox(/^Nume și prenume/), { target: { value: 'Ana Popescu' } });
  fireEvent.change(textbox(/^Telefon/), { target: { value: '0722 123 456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Alege Cluj-Napoca' }));
  fireEvent.change(screen.getByRole('combobox', { name: /^Strada/ }), { target: { value: 'Strada Memorandumului' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Număr' }), { target: { value: '28' } });
  fireEvent.change(textbox(/^Cod poștal/), { target: { value: '400114' } });
}

describe('address form', () => {
  it('lists every problem, marks the fields and moves the focus to the first one', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Nume și prenume: Completează câmpul.');
    expect(summary.textContent).toContain('Telefon: Completează câmpul.');
    expect(summary.textContent).toContain('Localitatea: Alege localitatea din listă.');
    expect(summary.textContent).toContain('Strada: Completează câmpul.');
    await waitFor(() => expect(document.activeElement).toBe(textbox(/^Nume și prenume/)));
    expect(textbox(/^Nume și prenume/).getAttribute('aria-invalid')).toBe('true');
    expect(textbox(/^Telefon/).getAttribute('aria-describedby')).toContain('adresa-phone-error');
    expect(remote.calls).toHaveLength(0);
  });

  it('sends the contract’s field names and hands the saved address on', async () => {
    remote.on('POST', 'private/addresses', { status: 201, body: { data: SAVED, message: 'Adresa a fost salvată.' } });
    const onSaved = renderForm();
    fillSender();
    fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED, true));
    expect(remote.to('POST', 'private/addresses')[0]!.body).toEqual({
      kind: 'shipping',
      address_type: 'individual',
      contact: 'Ana Popescu',
      company: '',
      phone: '0722 123 456',
      email: '',
      locality_id: 54984,
      street_id: null,
      street_name: 'Strada Memorandumului',
      street_no: '28',
      street_details: '',
      zipcode: '400114',
      is_default: false,
    });
  });

  it('suggests the locality’s streets; a picked one brings its id and its postal code', async () => {
    remote.on('GET', 'private/search/streets/RO/54984/Hore', { status: 200, body: [{ id: 5, street_name: 'Strada Horea', postal_code: '400038' }] });
    remote.on('POST', 'private/addresses', { status: 201, body: { data: SAVED } });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Alege Cluj-Napoca' }));
    const street = screen.getByRole('combobox', { name: /^Strada/ });
    fireEvent.change(street, { target: { value: 'Hore' } });
    fireEvent.click(await screen.findByRole('option', { name: /Strada Horea/ }));
    expect((street as HTMLInputElement).value).toBe('Strada Horea');
    expect((textbox(/^Cod poștal/) as HTMLInputElement).value).toBe('400038');
    fireEvent.change(textbox(/^Nume și prenume/), { target: { value: 'Ana Popescu' } });
    fireEvent.change(textbox(/^Telefon/), { target: { value: '0722123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    await waitFor(() => expect(remote.to('POST', 'private/addresses')).toHaveLength(1));
    expect(remote.to('POST', 'private/addresses')[0]!.body).toMatchObject({ street_id: 5, street_name: 'Strada Horea', zipcode: '400038' });
  });

  it('shows the server’s refusal at its field and keeps what was typed; a lost network too', async () => {
    remote.on('POST', 'private/addresses', {
      status: 422,
      body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { zipcode: ['Codul poștal 400114 nu este al localității Cluj-Napoca.'], county_code: ['Județul nu se potrivește.'] } },
    });
    const onSaved = renderForm();
    fillSender();
    fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    expect(await screen.findAllByText('Codul poștal 400114 nu este al localității Cluj-Napoca.')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Datele trimise nu sunt valide.');
    expect(screen.getByRole('alert').textContent).toContain('Localitatea: Județul nu se potrivește.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Localitatea')));
    expect((screen.getByRole('combobox', { name: /^Strada/ }) as HTMLInputElement).value).toBe('Strada Memorandumului');
    expect((textbox(/^Cod poștal/) as HTMLInputElement).value).toBe('400114');

    remote.on('POST', 'private/addresses', 'network-error');
    fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    expect(await screen.findByText(/Nu am putut salva/)).toBeTruthy();
    expect((textbox(/^Nume și prenume/) as HTMLInputElement).value).toBe('Ana Popescu');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks a billing company for its name and a CUI with a valid control digit', async () => {
    renderForm('billing');
    expect(screen.queryByRole('textbox', { name: /^CUI/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Firmă' }));
    fireEvent.change(textbox(/^CUI/), { target: { value: 'RO 18547291' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Numele firmei: Completează câmpul.');
    expect(summary.textContent).toContain('CUI: CUI-ul nu este valid');
    expect(summary.textContent).not.toContain('Telefon');
    await waitFor(() => expect(document.activeElement).toBe(textbox(/^Numele firmei/)));
  });

  it('edits an address with its values in place and sends it with PUT', async () => {
    remote.on('PUT', 'private/addresses/7', { status: 200, body: { data: { ...SAVED, street_no: '30' } } });
    const onSaved = renderForm('shipping', SAVED);
    expect(screen.getByRole('heading', { name: 'Modifică adresa' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Număr' }) as HTMLInputElement).value).toBe('28');
    expect((screen.getByRole('checkbox', { name: 'Adresa implicită pentru acest tip' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Număr' }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ street_no: '30' }), false));
    expect(remote.to('PUT', 'private/addresses/7')[0]!.body).toMatchObject({ street_no: '30', locality_id: 54984, is_default: true });
  });
});

describe('address form model', () => {
  it('makes a company from the company field outside billing and sends the billing fields only there', () => {
    const values = { ...emptyValues(), contact: 'Ion', phone: '0722123456', locality: CLUJ, street_name: 'Str. Lungă', company: 'Firma SRL', cnp: '1960101123456' };
    expect(Object.keys(bodyOf('delivery', values))).not.toContain('vat_no');
    expect(bodyOf('billing', values)).toMatchObject({ cnp: '1960101123456', vat_no: '', vat_payer: false });
    expect(bodyOf('billing', { ...values, address_type: 'business', vat_no: ' RO18547290 ' })).toMatchObject({ cnp: '', vat_no: 'RO18547290' });
    expect(validateAddress('billing', { ...values, street_name: '', phone: '', bank_iban: 'RO49AAAA1B31007593840000' })).toEqual({ bank: 'Completează numele băncii (ai trecut un IBAN).' });
  });
});

describe('address book section', () => {
  it('says what to do when empty, lists the default first, and deletes after a confirmation', async () => {
    const other = { ...SAVED, id: 8, contact: 'Ion Ionescu', is_default: false };
    const page = (data: AddressDto[]) => ({ status: 200, body: { data, meta: { total: data.length, per_page: 15, current_page: 1, last_page: 1, from: data.length ? 1 : null, to: data.length || null } } });
    remote.on('GET', 'private/addresses?kind=shipping&page=1&per_page=15', page([SAVED, other]));
    remote.on('GET', 'private/addresses?kind=billing&page=1&per_page=15', page([]));
    remote.on('DELETE', 'private/addresses/8', { status: 200, body: { data: { id: 8, new_default_id: null } } });
    render(<AddressBook LocalityPicker={FakePicker} />);

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Implicită')).toBeTruthy();
    expect(within(items[1]!).queryByText('Implicită')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fă-o implicită Ion Ionescu' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Șterge Ion Ionescu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ștergi adresa?' });
    expect(dialog.textContent).toContain('Ion Ionescu');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Renunță' })));
    remote.on('GET', 'private/addresses?kind=shipping&page=1&per_page=15', page([SAVED]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Da, șterge' }));
    expect(await screen.findByText('Adresa a fost ștearsă.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(remote.to('DELETE', 'private/addresses/8')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Facturare' }));
    expect(await screen.findByRole('heading', { name: 'Nicio adresă de facturare' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Facturare' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Adaugă date de facturare' }));
    expect(await screen.findByRole('heading', { name: 'Date de facturare noi' })).toBeTruthy();
  });
});
