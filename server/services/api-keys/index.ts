// The api-keys module's entry: what the rest of the server may use of it (eslint.config.js).
export { API_KEY_MESSAGES, checkNewKey, createApiKey, listApiKeys, revokeApiKey, verifyApiKey } from './api-keys.ts';
export type { ApiCaller } from './api-keys.ts';
export { INTERNAL_KEY_HEADER, dropInternalToken, issueInternalToken, takeInternalCaller } from './internal-calls.ts';
export { createKeyMemory } from './key-memory.ts';
export type { KeyMemory } from './key-memory.ts';
