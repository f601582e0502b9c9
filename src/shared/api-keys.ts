// An API key as the dashboard's calls show it (/api/private/api-keys): never its secret, only the
// prefix that tells it apart. Its shape is the answer schema's (server/routes/private/api-keys/
// answers.ts), generated into api/private-answers.ts; shared by the server (services/api-keys/) and the app.
export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

export type { ApiKey } from './api/private-answers.ts';
