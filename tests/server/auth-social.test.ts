// Social login against oauth2-mock-server on 127.0.0.1 playing the provider (Google through its
// id_token and JWKS, Facebook through its userinfo endpoint): PKCE, the single-use state, linking by
// verified e-mail and account creation, and the failures.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, call, clearRateLimits, PUBLIC_URL, query, registerCustomer, uniqueEmail, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

type Claims = Record<string, unknown>;
const FAILED = { reason: 'social_auth_failed', message: 'Autentificare socială eșuată' };

describe.each(testDatabases())('social login on $name', (backend) => {
  let h: AuthHarness;
  let provider: OAuth2Server;
  let app: FastifyInstance;
  /** Claims the next id_token gets (and what userinfo answers). */
  let identity: Claims;
  /** Claims forced on the id_token after those (a bad audience, nonce...). */
  let tamper: Claims;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url!;
    h = await authHarness(backend, {
      OAUTH_GOOGLE_CLIENT_ID: 'curiero-google',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
      OAUTH_GOOGLE_TOKEN_URL: `${issuer}/token`,
      OAUTH_GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      OAUTH_GOOGLE_JWKS_URL: `${issuer}/jwks`,
      OAUTH_GOOGLE_ISSUER: issuer,
      OAUTH_FACEBOOK_CLIENT_ID: 'curiero-facebook',
      OAUTH_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      OAUTH_FACEBOOK_AUTHORIZE_URL: `${issuer}/authorize`,
      OAUTH_FACEBOOK_TOKEN_URL: `${issuer}/token`,
      OAUTH_FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
    });
    app = h.app;
    provider.service.on('beforeTokenSigning', (token: { payload: Claims }) => {
      // Only the id_token has our client id as its audience.
      if (token.payload.aud === 'curiero-google') Object.assign(token.payload, identity, tamper);
    });
    provider.service.on('beforeUserinfo', (response: { body: Claims }) => {
      response.body = { ...identity };
    });
  });
  afterAll(async () => {
    await h?.close();
    await provider?.stop();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
    identity = { sub: `google-${uniqueEmail()}`, email: uniqueEmail('social'), email_verified: true, name: 'Maria Social' };
    tamper = {};
  });
  afterEach(() => {
    provider.service.removeAllListeners('beforeResponse');
  });

  /** Starts the flow, lets the provider "sign in" the person and returns what the app posts back. */
  async function authorize(name = 'google') {
    const res = await call(app, 'GET', `auth/social/${name}/redirect`);
    expect(res.statusCode).toBe(200);
    const { url, state } = res.json().data as { url: string; state: string };
    const back = await fetch(url, { redirect: 'manual' });
    const location = new URL(back.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/auth/callback/${name}`);
    expect(location.searchParams.get('state')).toBe(state);
    return { token: location.searchParams.get('code')!, state };
  }

  const finish = (body: Record<string, unknown>, name = 'google') => call(app, 'POST', `auth/social/${name}/token`, { body });

  it('gives an authorization URL with PKCE S256, a state and a nonce', async () => {
    const { data } = (await call(app, 'GET', 'auth/social/google/redirect')).json();
    const url = new URL(data.url);
    expect(url.origin + url.pathname).toBe(`${provider.issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'curiero-google',
      redirect_uri: `${PUBLIC_URL}/auth/callback/google`,
      response_type: 'code',
      scope: 'openid email profile',
      state: data.state,
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    // Only the hash of the state is stored.
    const rows = await query<{ state_hash: string }>(h.db, sql`select state_hash from oauth_states`);
    expect(rows.map((r) => r.state_hash)).not.toContain(data.state);
  });

  it('creates a verified customer without password for a new e-mail, with the chosen preferences', async () => {
    const res = await finish({ ...(await authorize()), preferred_language: 'ro', dark_mode: 'dark', billing_country: 'RO', currency_code: 'RON' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      customer: { email: identity.email, name: 'Maria Social', email_verified: true, preferred_language: 'ro', dark_mode: 'dark', currency_code: 'RON' },
    });
    expect((await call(app, 'GET', 'customer/profile', { token: body.access_token })).statusCode).toBe(200);
    const [row] = await query<{ password_hash: string | null }>(h.db, sql`select password_hash from customers where id = ${body.customer.id}`);
    expect(row!.password_hash).toBeNull();

    // The identity is linked: next time the same subject is the same customer, whatever the e-mail says.
    identity = { ...identity, email: uniqueEmail('schimbat') };
    const again = await finish(await authorize());
    expect(again.json().customer.id).toBe(body.customer.id);
  });

  it('links an existing account when the provider says the e-mail is verified', async () => {
    const registered = await registerCustomer(app);
    await h.db.execute(sql`update customers set email_verified_at = now() where id = ${registered.customer.id}`);
    identity = { ...identity, email: registered.customer.email.toUpperCase() };
    const res = await finish(await authorize());
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.id).toBe(registered.customer.id);
    const links = await query<{ provider: string; subject: string }>(
      h.db,
      sql`select provider, subject from customer_identities where customer_id = ${registered.customer.id}`,
    );
    expect(links).toEqual([{ provider: 'google', subject: identity.sub }]);
    // The password still works.
    const login = await call(app, 'POST', 'auth/login', { body: { email: registered.customer.email, password: 'Cartof-Albastru-Zboara-42' } });
    expect(login.statusCode).toBe(200);
  });

  it('takes an unverified account over from whoever set its password, ending its sessions', async () => {
    const squatter = await registerCustomer(app);
    identity = { ...identity, email: squatter.customer.email };
    const res = await finish(await authorize());
    expect(res.json().customer).toMatchObject({ id: squatter.customer.id, email_verified: true });
    expect((await call(app, 'GET', 'customer/profile', { token: squatter.access_token })).statusCode).toBe(401);
    const login = await call(app, 'POST', 'auth/login', { body: { email: squatter.customer.email, password: 'Cartof-Albastru-Zboara-42' } });
    expect(login.statusCode).toBe(401);
  });

  it('does not link an existing account when the e-mail is not verified by the provider (422)', async () => {
    const registered = await registerCustomer(app);
    identity = { ...identity, email: registered.customer.email, email_verified: false };
    const res = await finish(await authorize());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: 'social_email_taken', errors: { email: [expect.stringContaining('Există deja un cont')] } });
  });

  it('takes the identity from the userinfo endpoint when there is no id_token to verify (Facebook)', async () => {
    identity = { id: 'fb-12345', name: 'Radu Facebook', email: uniqueEmail('fb') };
    const res = await finish(await authorize('facebook'), 'facebook');
    expect(res.statusCode).toBe(200);
    // Facebook does not say the e-mail is verified: the account is made, the address still to confirm.
    expect(res.json().customer).toMatchObject({ email: identity.email, name: 'Radu Facebook', email_verified: false });
    const [link] = await query<{ subject: string }>(h.db, sql`select subject from customer_identities where provider = 'facebook'`);
    expect(link!.subject).toBe('fb-12345');
  });

  it('enforces the state: unknown, reused, expired or of another provider is 401', async () => {
    const first = await authorize();
    expect((await finish({ ...first, state: 'E'.repeat(43) })).json()).toEqual(FAILED);
    expect((await finish(first)).statusCode).toBe(200);
    const reused = await finish({ ...first, token: (await authorize()).token });
    expect([reused.statusCode, reused.json()]).toEqual([401, FAILED]);

    const expired = await authorize();
    await h.db.execute(sql`update oauth_states set expires_at = now() - interval '1 second'`);
    expect((await finish(expired)).statusCode).toBe(401);

    const forGoogle = await authorize();
    expect((await finish(forGoogle, 'facebook')).statusCode).toBe(401);
  });

  it('answers 401 social_auth_failed when the provider refuses the code or the id_token is not right', async () => {
    provider.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    expect((await finish(await authorize())).json()).toEqual(FAILED);

    for (const bad of [{ aud: 'someone-else' }, { nonce: 'not-ours' }, { iss: 'https://evil.example' }, { exp: 1000 }]) {
      const flow = await authorize();
      tamper = bad;
      const res = await finish(flow);
      expect([res.statusCode, res.json()], JSON.stringify(bad)).toEqual([401, FAILED]);
    }
    tamper = {};
    // A made-up code: the provider knows nothing of it, PKCE cannot match.
    const flow = await authorize();
    expect((await finish({ ...flow, token: 'made-up-code' })).statusCode).toBe(401);
  });

  it('answers 403 for an inactive account', async () => {
    const created = (await finish(await authorize())).json();
    await h.db.execute(sql`update customers set status = 'inactive' where id = ${created.customer.id}`);
    const res = await finish(await authorize());
    expect([res.statusCode, res.json().reason]).toEqual([403, 'login_account_inactive']);
  });

  it('answers 404 for a provider that is not configured or does not exist', async () => {
    const apple = await call(app, 'GET', 'auth/social/apple/redirect');
    expect([apple.statusCode, apple.json()]).toEqual([
      404,
      { reason: 'social_provider_unavailable', message: 'Autentificarea cu Apple nu este disponibilă.' },
    ]);
    const twitter = await call(app, 'POST', 'auth/social/twitter/token', { body: { token: 'x', state: 'y' } });
    expect([twitter.statusCode, twitter.json().message]).toEqual([404, 'Autentificarea cu Twitter nu este disponibilă.']);
  });

  it('answers 422 without the code or the state', async () => {
    const res = await finish({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: ['Câmpul este obligatoriu.'], state: ['Câmpul este obligatoriu.'] });
  });

  it("turns Apple's form POST back into the app's callback page with a query", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/callback/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=abc123&state=s%2Bt&user=%7B%7D',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/callback/apple?code=abc123&state=s%2Bt');
    const unknown = await app.inject({ method: 'POST', url: '/auth/callback/myspace', payload: 'code=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unknown.statusCode).toBe(404);
  });
});
