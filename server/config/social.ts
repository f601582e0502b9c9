// Social login: one OAuth 2 / OpenID Connect client per provider, enabled by its id and secret.
import type { EnvKit } from './env.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** One OAuth 2 / OpenID Connect provider for social login (endpoints default to the real ones). */
export interface SocialProviderConfig {
  readonly name: SocialProviderName;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  /** Where the identity comes from when there is no verifiable id_token (Facebook). */
  readonly userinfoUrl: string | null;
  /** With jwksUrl and issuer, the id_token is verified and is the identity (Google, Apple). */
  readonly jwksUrl: string | null;
  readonly issuer: string | null;
}

/** Only the configured providers are present. */
export type SocialProvidersConfig = Readonly<Partial<Record<SocialProviderName, SocialProviderConfig>>>;

const PROVIDER_DEFAULTS: Record<SocialProviderName, Omit<SocialProviderConfig, 'name' | 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: 'https://accounts.google.com',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    jwksUrl: null,
    issuer: null,
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    userinfoUrl: null,
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    issuer: 'https://appleid.apple.com',
  },
};

const ENDPOINTS = [
  ['authorizeUrl', 'AUTHORIZE_URL'],
  ['tokenUrl', 'TOKEN_URL'],
  ['userinfoUrl', 'USERINFO_URL'],
  ['jwksUrl', 'JWKS_URL'],
  ['issuer', 'ISSUER'],
] as const;

// A provider is enabled by its client id and secret together; the endpoints are overridable for tests
// and staging (an OpenID provider of one's own).
export function readSocialProviders(kit: EnvKit): SocialProvidersConfig {
  const providers: Partial<Record<SocialProviderName, SocialProviderConfig>> = {};
  for (const name of SOCIAL_PROVIDERS) {
    const prefix = `OAUTH_${name.toUpperCase()}_`;
    const clientId = kit.read(`${prefix}CLIENT_ID`);
    const clientSecret = kit.read(`${prefix}CLIENT_SECRET`);
    const endpoints = { ...PROVIDER_DEFAULTS[name] };
    for (const [key, suffix] of ENDPOINTS) {
      const value = kit.url(`${prefix}${suffix}`, ['http:', 'https:'], 'an http:// or https:// URL');
      if (value !== null) endpoints[key] = value;
    }
    if (clientId === undefined && clientSecret === undefined) continue;
    if (clientId === undefined || clientSecret === undefined) {
      const missing = clientId === undefined ? `${prefix}CLIENT_ID` : `${prefix}CLIENT_SECRET`;
      kit.problems.push(`${missing} must be set too: the client id and secret go together`);
      continue;
    }
    providers[name] = Object.freeze({ name, clientId, clientSecret, ...endpoints });
  }
  return Object.freeze(providers);
}
