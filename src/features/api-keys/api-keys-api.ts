// The dashboard's API-key calls (/api/private/api-keys, bearer): list, create (answers the secret,
// once), revoke.
import { http } from '../../lib/http.ts';
import type { ApiKey, ApiKeyMode, ApiKeyScope } from '../../shared/api-keys.ts';
import type { ApiKeyList, NewApiKeyAnswer, RevokedApiKeyAnswer } from '../../shared/api/private-answers.ts';

export type { ApiKey, ApiKeyMode, ApiKeyScope } from '../../shared/api-keys.ts';

export async function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return (await http.get<ApiKeyList>('private/api-keys', { signal })).data;
}

export async function createApiKey(input: { name: string; scope: ApiKeyScope; mode: ApiKeyMode }): Promise<{ key: string; api_key: ApiKey }> {
  return (await http.post<NewApiKeyAnswer>('private/api-keys', input)).data;
}

export async function revokeApiKey(id: number): Promise<ApiKey> {
  return (await http.delete<RevokedApiKeyAnswer>(`private/api-keys/${id}`)).data;
}
