// The addresses module's entry: what the rest of the server may use of it (eslint.config.js).
export { ADDRESS_MESSAGES } from './address-rules.ts';
export type { AddressFields } from './address-rules.ts';
export { ADDRESS_SERVICE_MESSAGES, addressId, createAddress, defaultAddresses, deleteAddress, getAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses.ts';
export { checkRomanianIban } from './identifiers.ts';
