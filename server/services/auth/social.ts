// Social login (Google, Facebook, Apple): the OAuth 2 authorization-code flow with PKCE (S256).
// `start` stores the state (as SHA-256), the code verifier and an OpenID nonce for 10 minutes and
// gives the provider's URL; the provider sends the person back to PUBLIC_URL/auth/callback/{provider}
// with a code and the state, which the app posts to `finish`. The state is single-use. The identity
// comes from the id_token verified against the provider's keys (issuer, audience = our client id,
// nonce), or else from the userinfo endpoint (Facebook). The account: the one already linked to
// that identity; else the one with that e-mail, only when the provider says the e-mail is verified;
// else a new one.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { SOCIAL_PROVIDERS, type Config, type SocialProviderConfig, type SocialProviderName } from '../../config/index.ts';
import { customerIdentities, customers, oauthStates } from '../../db/schema.ts';
import { Failure, validationFailure } from '../failure.ts';
import type { AuthContext } from './context.ts';
import {
  createCustomerWithoutPassword,
  findCustomerByEmail,
  normalizeEmail,
  sendVerificationMail,
  type CustomerRow,
  type Preferences,
} from './customers.ts';
import { accountInactive, type Client } from './login.ts';
import { openSession, revokeAllSessions, type TokenAnswer } from './sessions.ts';
import { sha256 } from './tokens.ts';

export const PROVIDER_LABELS: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };
const SCOPES: Record<SocialProviderName, string> = {
  google: 'openid email profile',
  facebook: 'email public_profile',
  apple: 'name email',
};
export const STATE_TTL_SECONDS = 600;
const PROVIDER_TIMEOUT_MS = 10_000;

export const SOCIAL_FAILED = 'Autentificare socială eșuată';
const socialFailed = () => new Failure(401, 'social_auth_failed', SOCIAL_FAILED);

/** The configured provider of this name; a 404 Failure for an unknown or unconfigured one. */
export function socialProvider(config: Pick<Config, 'socialProviders'>, name: string): SocialProviderConfig {
  const provider = (SOCIAL_PROVIDERS as readonly string[]).includes(name)
    ? config.socialProviders[name as SocialProviderName]
    : undefined;
  if (provider) return provider;
  const label = PROVIDER_LABELS[name as SocialProviderName] ?? (/^[a-z0-9-]{1,30}$/.test(name) ? name[0]!.toUpperCase() + name.slice(1) : null);
  const message = label ? `Autentificarea cu ${label} nu este disponibilă.` : 'Autentificarea socială nu este disponibilă.';
  throw new Failure(404, 'social_provider_unavailable', message);
}

export function configuredProviders(config: Pick<Config, 'socialProviders'>): SocialProviderName[] {
  return SOCIAL_PROVIDERS.filter((name) => config.socialProviders[name]);
}

export function callbackUrl(config: Pick<Config, 'publicUrl'>, provider: SocialProviderName): string {
  return `${config.publicUrl}/auth/callback/${provider}`;
}

const random = () => randomBytes(32).toString('base64url');

export async function startSocialLogin(ctx: AuthContext, name: string): Promise<{ url: string; state: string }> {
  const provider = socialProvider(ctx.config, name);
  const state = random();
  const codeVerifier = random();
  const nonce = random();
  await ctx.db.insert(oauthStates).values({
    stateHash: sha256(state),
    provider: provider.name,
    codeVerifier,
    nonce,
    expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000),
  });
  const url = new URL(provider.authorizeUrl);
  const params: Record<string, string> = {
    client_id: provider.clientId,
    redirect_uri: callbackUrl(ctx.config, provider.name),
    response_type: 'code',
    scope: SCOPES[provider.name],
    state,
    code_challenge: sha256(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider.jwksUrl) params.nonce = nonce;
  // Apple sends name and e-mail only to a form POST (bounced to the app by routes/auth-callback.ts).
  if (provider.name === 'apple') params.response_mode = 'form_post';
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url: url.href, state };
}

interface Identity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwks(url: string) {
  let set = jwksCache.get(url);
  if (!set) jwksCache.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS })));
  return set;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
// Apple sends email_verified as the string "true".
const verifiedFlag = (value: unknown): boolean => value === true || value === 'true';

async function providerJson(response: Response, step: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${step} answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${step} answered something other than a JSON object`);
  return body as Record<string, unknown>;
}

async function fetchIdentity(ctx: AuthContext, provider: SocialProviderConfig, code: string, verifier: string, nonce: string) {
  const tokens = await providerJson(
    await fetch(provider.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUrl(ctx.config, provider.name),
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    }),
    'the token endpoint',
  );
  let identity: Identity | null = null;
  const idToken = text(tokens.id_token);
  if (idToken && provider.jwksUrl) {
    const { payload } = await jwtVerify(idToken, jwks(provider.jwksUrl), {
      // Google documents both spellings of its issuer.
      issuer: provider.issuer ? [provider.issuer, provider.issuer.replace(/^https:\/\//, '')] : undefined,
      audience: provider.clientId,
      algorithms: ['RS256', 'ES256'],
    });
    if (payload.nonce !== nonce) throw new Error('the id_token nonce does not match');
    if (!text(payload.sub)) throw new Error('the id_token has no subject');
    identity = {
      subject: payload.sub!,
      email: text(payload.email),
      emailVerified: verifiedFlag(payload.email_verified),
      name: text(payload.name),
    };
  }
  const accessToken = text(tokens.access_token);
  if ((!identity || !identity.email) && provider.userinfoUrl && accessToken) {
    const info = await providerJson(
      await fetch(provider.userinfoUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      }),
      'the userinfo endpoint',
    );
    // OpenID userinfo says `sub`; Facebook's Graph API says `id`.
    const subject = text(info.sub) ?? (typeof info.id === 'number' ? String(info.id) : text(info.id));
    if (!subject) throw new Error('userinfo has no subject');
    if (identity && identity.subject !== subject) throw new Error('userinfo is about another subject than the id_token');
    identity = {
      subject,
      email: identity?.email ?? text(info.email),
      emailVerified: identity?.email ? identity.emailVerified : verifiedFlag(info.email_verified),
      name: identity?.name ?? text(info.name),
    };
  }
  if (!identity) throw new Error('neither a verifiable id_token nor a userinfo endpoint gave an identity');
  return identity;
}

async function linkedCustomer(ctx: AuthContext, provider: SocialProviderName, subject: string) {
  const [row] = await ctx.db
    .select({ customer: customers })
    .from(customerIdentities)
    .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
    .where(and(eq(customerIdentities.provider, provider), eq(customerIdentities.subject, subject)));
  return row?.customer;
}

async function link(ctx: AuthContext, provider: SocialProviderName, subject: string, customerId: number) {
  await ctx.db.insert(customerIdentities).values({ provider, subject, customerId }).onConflictDoNothing();
}

function emailTaken(label: string): Failure {
  const message = `Există deja un cont cu această adresă de e-mail. Autentifică-te cu e-mail și parolă; contul ${label} nu ne-a confirmat adresa.`;
  return validationFailure({ email: [message] }, 'social_email_taken', message);
}

function emailMissing(label: string): Failure {
  const message = `Contul ${label} nu ne-a transmis adresa de e-mail. Permite accesul la e-mail sau creează un cont cu e-mail și parolă.`;
  return validationFailure({ email: [message] }, 'social_email_missing', message);
}

async function resolveCustomer(
  ctx: AuthContext,
  provider: SocialProviderName,
  identity: Identity,
  preferences: Preferences,
): Promise<CustomerRow> {
  const label = PROVIDER_LABELS[provider];
  const linked = await linkedCustomer(ctx, provider, identity.subject);
  if (linked) return linked;
  if (!identity.email) throw emailMissing(label);
  const email = normalizeEmail(identity.email);
  const existing = await findCustomerByEmail(ctx.db, email);
  if (existing) {
    if (!identity.emailVerified) throw emailTaken(label);
    await link(ctx, provider, identity.subject, existing.id);
    if (existing.emailVerifiedAt) return existing;
    // Nobody ever proved owning this address, so whoever chose the password may not be its owner
    // (pre-registration takeover): the provider's proof wins, the password and sessions go.
    await revokeAllSessions(ctx.db, existing.id, 'social_link');
    const [claimed] = await ctx.db
      .update(customers)
      .set({ passwordHash: null, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(customers.id, existing.id))
      .returning();
    return claimed ?? existing;
  }
  const created = await createCustomerWithoutPassword(ctx.db, {
    ...preferences,
    email,
    name: (identity.name ?? email.split('@')[0]!).slice(0, 100).padEnd(2, '.'),
    emailVerified: identity.emailVerified,
  });
  // Lost a race with a concurrent first login of the same person: use the account it made.
  const customer = created ?? (await findCustomerByEmail(ctx.db, email));
  if (!customer) throw new Error('the social-login customer could not be created nor found');
  await link(ctx, provider, identity.subject, customer.id);
  if (created && !created.emailVerifiedAt) await sendVerificationMail(ctx, created);
  return customer;
}

export interface FinishInput extends Preferences {
  token: string;
  state: string;
  remember?: boolean;
}

export async function finishSocialLogin(ctx: AuthContext, name: string, input: FinishInput, client: Client): Promise<TokenAnswer> {
  const provider = socialProvider(ctx.config, name);
  const [pending] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, sha256(input.state)),
        eq(oauthStates.provider, provider.name),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce });
  if (!pending) throw socialFailed();
  let identity: Identity;
  try {
    identity = await fetchIdentity(ctx, provider, input.token, pending.codeVerifier, pending.nonce);
  } catch (error) {
    ctx.log.warn({ provider: provider.name, problem: error instanceof Error ? error.message : String(error) }, 'social login failed');
    throw socialFailed();
  }
  const customer = await resolveCustomer(ctx, provider.name, identity, input);
  if (customer.status !== 'active') throw accountInactive();
  return openSession(ctx, customer, { remember: input.remember, userAgent: client.userAgent });
}
