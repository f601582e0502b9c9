// An API key as the dashboard's calls show it (/api/private/api-keys): never its secret, only the
// prefix that tells it apart. Shared by the server (services/api-keys/) and the app.
export type ApiKeyScope = 'read' | 'read_write';
export type ApiKeyMode = 'test' | 'live';

export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  mode: ApiKeyMode;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}
