// The calculator's options: closed and not rendered at first (nothing to pay for on the first
// render), opened by the visitor, or by themselves when an option is in use or has an error.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialValues } from '../../../../src/features/shipping/calculator-form.ts';
import { OptionsFields } from '../../../../src/features/shipping/options-fields.tsx';
import { roShipping } from '../../../../src/i18n/ro-shipping.ts';

afterEach(cleanup);
const noop = () => undefined;

describe('calculator options', () => {
  it('render no fields while closed, and all of them once opened', async () => {
    const { container } = render(<OptionsFields values={initialValues(1)} errors={{}} onChange={noop} />);
    expect(container.querySelector('details')?.open).toBe(false);
    expect(screen.queryByLabelText(roShipping.cod)).toBeNull();
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await waitFor(() => expect(screen.getByLabelText(roShipping.cod)).toBeTruthy());
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(3);
  });

  it('open by themselves when an option is in use or one of their fields has an error', () => {
    const withInsurance = render(<OptionsFields values={{ ...initialValues(1), insurance: '500' }} errors={{}} onChange={noop} />);
    expect(withInsurance.container.querySelector('details')?.open).toBe(true);
    expect(screen.getByLabelText(roShipping.insurance)).toBeTruthy();
    cleanup();
    const withError = render(<OptionsFields values={initialValues(1)} errors={{ 'extra.insurance_amount': 'Prea mult.' }} onChange={noop} />);
    expect(withError.container.querySelector('details')?.open).toBe(true);
    expect(screen.getByText('Prea mult.')).toBeTruthy();
  });
});
