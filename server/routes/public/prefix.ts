// Where the public API lives and the header that names a call's mode: read by its plugin
// (public-api.ts), its OpenAPI document (openapi.ts) and the docs' "Încearcă" calls.
export const PUBLIC_API_PREFIX = '/api/public/v1';
export const MODE_HEADER = 'x-curiero-mode';
