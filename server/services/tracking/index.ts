// The tracking module's entry: what the rest of the server may use of it (eslint.config.js).
export { AnswerCache } from './answer-cache.ts';
export { AWB_MESSAGES, MAX_AWBS_PER_REQUEST, isValidAwb, normaliseAwb, parseAwbList } from './awb.ts';
export { pruneExternalTracking } from './external.ts';
export { trackingJobs } from './jobs.ts';
export { LookupLimiter } from './lookup-limit.ts';
export { recordTracking, withKnownStatuses } from './record.ts';
export { registerShipment } from './shipments.ts';
export { TRACKING_EVENTS, beyondPickup } from './status-events.ts';
export type { StatusChange } from './status-events.ts';
export { trackUrl } from './track-url.ts';
export { trackByAwb, trackByOrder } from './track.ts';
export { STORED_MESSAGES, trackStored } from './stored.ts';
export type { TrackingContext } from './track.ts';
export { TRACKING_MESSAGES, currentStatusOf, historyOf } from './view.ts';
export type { TrackingItem } from './view.ts';
