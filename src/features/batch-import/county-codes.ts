// Shop platforms store a Romanian county as its code (Shopify's "Shipping Province" is "CJ",
// WooCommerce's "shipping_state" too): the code -> the county's name, as the order form writes it.
const COUNTY_BY_CODE: Readonly<Record<string, string>> = {
  AB: 'Alba', AG: 'Argeș', AR: 'Arad', B: 'București', BC: 'Bacău', BH: 'Bihor', BN: 'Bistrița-Năsăud',
  BR: 'Brăila', BT: 'Botoșani', BV: 'Brașov', BZ: 'Buzău', CJ: 'Cluj', CL: 'Călărași', CS: 'Caraș-Severin',
  CT: 'Constanța', CV: 'Covasna', DB: 'Dâmbovița', DJ: 'Dolj', GJ: 'Gorj', GL: 'Galați', GR: 'Giurgiu',
  HD: 'Hunedoara', HR: 'Harghita', IF: 'Ilfov', IL: 'Ialomița', IS: 'Iași', MH: 'Mehedinți', MM: 'Maramureș',
  MS: 'Mureș', NT: 'Neamț', OT: 'Olt', PH: 'Prahova', SB: 'Sibiu', SJ: 'Sălaj', SM: 'Satu Mare', SV: 'Suceava',
  TL: 'Tulcea', TM: 'Timiș', TR: 'Teleorman', VL: 'Vâlcea', VN: 'Vrancea', VS: 'Vaslui',
};

/** "CJ", "RO-CJ" -> "Cluj"; anything else is returned as it was. */
export function countyName(value: string): string {
  const code = value.trim().toUpperCase().replace(/^RO-/, '');
  return COUNTY_BY_CODE[code] ?? value.trim();
}
