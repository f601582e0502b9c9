// The answers of the API keys' calls the app reads (schemas: answers-common.ts says what they are
// for): a key as the dashboard shows it (never its secret, only the prefix that tells it apart).
import { API_KEY_MODES, API_KEY_SCOPES } from '../../../../src/shared/api-keys.ts';
import { bool, dataOf, int, nullableStr, str } from '../answers-common.ts';

export const apiKeySchema = {
  title: 'ApiKey',
  type: 'object',
  required: ['id', 'name', 'prefix', 'scope', 'mode', 'created_at', 'last_used_at', 'revoked_at'],
  properties: {
    id: int,
    name: str,
    prefix: str,
    scope: { type: 'string', enum: API_KEY_SCOPES },
    mode: { type: 'string', enum: API_KEY_MODES },
    created_at: str,
    last_used_at: nullableStr,
    revoked_at: nullableStr,
  },
} as const;

export const apiKeyListSchema = dataOf('ApiKeyList', { type: 'array', items: apiKeySchema });
/** 201: the secret, shown once, and the key. */
export const newApiKeyAnswerSchema = dataOf('NewApiKeyAnswer', { type: 'object', required: ['key', 'api_key'], properties: { key: str, api_key: apiKeySchema } });
export const revokedApiKeyAnswerSchema = dataOf('RevokedApiKeyAnswer', apiKeySchema);

/** POST /api-keys/try: the public API's answer to the call, as the docs' "Încearcă" shows it. */
export const tryAnswerSchema = {
  title: 'TryAnswer',
  type: 'object',
  required: ['status', 'headers', 'body', 'truncated'],
  properties: {
    status: int,
    headers: {
      type: 'object',
      required: ['content-type', 'x-curiero-mode', 'ratelimit-remaining'],
      properties: { 'content-type': nullableStr, 'x-curiero-mode': nullableStr, 'ratelimit-remaining': nullableStr },
    },
    // Its JSON (text for a CSV, null without a body), cut to about 64 KB: any value (a description
    // would make the generated type an object).
    body: {},
    truncated: bool,
  },
} as const;

export const tryCallAnswerSchema = dataOf('TryCallAnswer', tryAnswerSchema);
