import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '../../../../src/features/auth/components/profile-form.tsx';
import { roAccount } from '../../../../src/i18n/ro-account.ts';
import { LIMIT_TEXT, TEXT_LIMITS } from '../../../../src/shared/field-limits.ts';
import * as actions from './auth-actions-mock.ts';

vi.mock('../../../../src/features/auth/auth-actions.ts', () => import('./auth-actions-mock.ts'));

const t = roAccount.profile;
const customer = { email: 'ana@example.ro', name: 'Ana Popescu', dark_mode: 'dark', preferred_language: 'ro', currency_code: 'RON', billing_country: 'RO' };
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const name = () => screen.getByLabelText(new RegExp(`^${roAccount.form.nameLabel}`)) as HTMLInputElement;

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('profile form', () => {
  it('shows the customer, with the e-mail read-only and the preferences preselected', () => {
    render(<ProfileForm customer={customer} />);
    expect(name().value).toBe('Ana Popescu');
    const email = screen.getByLabelText(roAccount.form.emailLabel) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(select(t.darkMode).value).toBe('dark');
    expect(select(t.billingCountry).value).toBe('RO');
  });

  it('offers no language or currency (Romanian only, prices in lei)', () => {
    render(<ProfileForm customer={customer} />);
    expect(screen.queryByLabelText(/^Limba/)).toBeNull();
    expect(screen.queryByLabelText(/^Moneda/)).toBeNull();
    expect(screen.queryByText(/English|Euro|EUR/)).toBeNull();
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
  });

  it('saves the preferences and says so', async () => {
    const onSaved = vi.fn();
    actions.updateProfile.mockImplementation(async (input: object) => ({ ...customer, ...input }));
    render(<ProfileForm customer={customer} onSaved={onSaved} />);
    fireEvent.change(select(t.darkMode), { target: { value: 'light' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(actions.updateProfile).toHaveBeenCalledWith({ name: 'Ana Popescu', dark_mode: 'light', billing_country: 'RO' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ dark_mode: 'light' }));
    // The button was disabled while saving; focus comes back to it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: t.submit })));
  });

  it('shows server field errors at their fields and keeps the edits', async () => {
    actions.updateProfile.mockRejectedValue(
      new actions.AuthError(422, 'Eroare de validare', 'validation_failed', { billing_country: ['Țara de facturare nu este validă.'] }),
    );
    render(<ProfileForm customer={customer} />);
    fireEvent.change(name(), { target: { value: 'Ana Maria Popescu' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(select(t.billingCountry).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${select(t.billingCountry).id}-error`)?.textContent).toBe('Țara de facturare nu este validă.');
    expect(name().value).toBe('Ana Maria Popescu');
    expect(screen.queryByText(t.saved)).toBeNull();
  });

  it('says nothing was saved when nothing changed, without sending', async () => {
    render(<ProfileForm customer={customer} />);
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.unchanged)).toBeTruthy();
    expect(screen.queryByText(t.saved)).toBeNull();
    expect(actions.updateProfile).not.toHaveBeenCalled();
  });

  it('says the limit of the name before it is reached', () => {
    render(<ProfileForm customer={customer} />);
    expect(name().maxLength).toBe(TEXT_LIMITS.name.max);
    expect(name().getAttribute('aria-describedby')).toContain(`${name().id}-limit`);
    expect(document.getElementById(`${name().id}-limit`)?.textContent).toBe(LIMIT_TEXT.atMost(TEXT_LIMITS.name.max));
  });

  it('requires a name before sending', async () => {
    render(<ProfileForm customer={customer} />);
    fireEvent.change(name(), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(name().getAttribute('aria-invalid')).toBe('true'));
    expect(actions.updateProfile).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(name()));
  });
});
