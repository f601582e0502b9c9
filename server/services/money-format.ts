// Money in Romanian text (shared by the modules and the documents the render threads draw): 180350 bani -> '1.803,50 RON'
// (thousands with '.', decimals with ','), without depending on the ICU data Node was built with.

export function formatRon(bani: number): string {
  const sign = bani < 0 ? '-' : '';
  const abs = Math.abs(bani);
  const lei = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${lei},${String(abs % 100).padStart(2, '0')} RON`;
}

/** Bani as the API's decimal RON (2 decimals). */
export function baniToRon(bani: number): number {
  return bani / 100;
}
