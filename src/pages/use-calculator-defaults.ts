// What a signed-in customer's address book gives the calculators of the home, carrier and landing
// pages (README: "the calculator's pickup locality"): the default sender address's locality and the
// billing address's IBAN for a cash on delivery. Nothing for a guest.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useDefaultAddresses } from '../features/addresses/use-default-addresses.ts';
import { authState, isSignedIn } from '../features/auth/auth-store.ts';
import { calculatorDefaults } from '../features/shipping/address-prefill.ts';
import type { CalculatorPreset } from '../features/shipping/calculator-form.ts';

export function useCalculatorDefaults(preset?: CalculatorPreset): CalculatorPreset {
  const { status } = useSnapshot(authState);
  const defaults = useDefaultAddresses(isSignedIn(status));
  return useMemo(() => ({ ...preset, ...calculatorDefaults(defaults) }), [preset, defaults]);
}
