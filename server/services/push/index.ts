// The push module's entry: what the rest of the server may use of it (eslint.config.js).
export { deleteDevice, registerDevice } from './devices.ts';
export type { DeviceCaller } from './devices.ts';
export { pushJobs } from './jobs.ts';
export { prunePush } from './queue.ts';
export { createPushSender } from './sender.ts';
export type { PushSender } from './sender.ts';
export { pushSubscribers } from './subscribers.ts';
export { listSubscriptions, subscribe, unsubscribe } from './subscriptions.ts';
