// The locations module's entry: what the rest of the server may use of it (eslint.config.js).
export { findCounty, isSupportedCountry, listCarriers, listCounties, listCountries, listLocalities, listServices } from './catalogue.ts';
export { getFixedLocation, listFixedLocations } from './fixed-locations.ts';
export { searchLocalities } from './locality-search.ts';
export { configureLocationIndex, forgetLocationIndex, locationIndex } from './location-index.ts';
export type { LocalityEntry, LocationIndex } from './location-index.ts';
export { foldName } from './names.ts';
export { checkPostalCode } from './postal-code-check.ts';
export type { PostalCodeAddress, PostalCodeCheck } from './postal-code-check.ts';
export { reversePostalCode } from './postal-code-reverse.ts';
export { prepareLocations } from './prepare.ts';
export { findFixedLocation, findLocality, locationResolver } from './resolve.ts';
export { searchStreets, streetById } from './streets.ts';
export { saveCarrierPoints } from './synced-points.ts';
export type { SyncedPoint } from './synced-points.ts';
