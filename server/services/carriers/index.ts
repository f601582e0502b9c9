// The carriers module's entry: what the rest of the server may use of it (eslint.config.js).
export { carrierOfAwb } from './awb-formats.ts';
export type { Booking, BookingRequest, CarrierAdapter, LabelFormat, LabelOptions, Party, QuoteRequest, TrackingEvent } from './carrier-adapter.ts';
export { DEPLOYMENTS, readCarriers } from './carrier-config.ts';
export type { CarriersConfig } from './carrier-config.ts';
export { CARRIER_MESSAGES, CarrierError } from './carrier-http.ts';
export { createCarrierNetwork } from './carrier-network.ts';
export type { CarrierNetwork } from './carrier-network.ts';
export { carrierJobs } from './jobs.ts';
export { CARRIER_MANIFESTS } from './registry.ts';
export { SIMULATED_NETWORK, simulatedEventsDue } from './simulated-network.ts';
export type { SimulatedNetworkOptions } from './simulated-network.ts';
export { BEFORE_PICKUP, FINAL_STATUSES, STATUS_CATALOGUE, isFinalStatus } from './statuses.ts';
export type { ShipmentStatus } from './statuses.ts';
export { labelFreeBookingOf, RETURN_METHODS, returnCodeOf, returnMethodsOf } from './return-methods.ts';
export type { CarrierReturnMethods, ReturnCode, ReturnCodeKind, ReturnDropOff } from './return-methods.ts';
