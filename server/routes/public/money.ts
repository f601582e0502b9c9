// Money on the public wire: lei as a decimal number (12.5), never integer bani (the contract's
// client prints amount.toFixed(2)). Stored amounts are always integer bani.
export function lei(bani: number): number {
  return Math.round(bani) / 100;
}
