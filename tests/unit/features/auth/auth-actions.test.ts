// The account actions against a scripted remote end: what each sends, what a success stores, and
// the spec §8 message of every failure (by reason, then by status), with the server's field errors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  completeImpersonation,
  completeSocialLogin,
  fetchProfile,
  login,
  register,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  safeRedirectTarget,
  setPassword,
  startSocialLogin,
  updateProfile,
  verifyEmail,
} from '../../../../src/features/auth/auth-actions.ts';
import { authState, reloadAuthFromStorage } from '../../../../src/features/auth/auth-store.ts';
import { NETWORK_ERROR_MESSAGE } from '../../../../src/lib/http.ts';
import { ANA, fakeRemote, recordEvents, recordNavigation, tokens } from './test-kit.ts';
import type { FakeRemote, Reply } from './test-kit.ts';

const M = {
  invalid: 'Credențiale invalide sau adresa de email nu există',
  inactive: 'Contul nu este conectat, te rugăm să contactezi serviciul clienți',
  notValid: 'Datele introduse nu sunt valide',
  validation: 'Eroare de validare',
  loginFailed: 'A apărut o eroare la autentificare',
  registerFailed: 'A apărut o eroare la înregistrare',
  socialFailed: 'Autentificare socială eșuată',
  linkInvalid: 'Link-ul pentru setarea parolei este invalid sau a expirat',
  weakPassword: 'Parola nu respectă cerințele de securitate',
  setPasswordFailed: 'A apărut o eroare la setarea parolei',
};

let remote: FakeRemote;
let nav: ReturnType<typeof recordNavigation>;

beforeEach(() => {
  remote = fakeRemote();
  nav = recordNavigation();
});

afterEach(() => {
  vi.unstubAllGlobals();
  nav.restore();
  localStorage.clear();
  sessionStorage.clear();
  reloadAuthFromStorage();
});

async function failureOf(run: () => Promise<unknown>): Promise<AuthError> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

const fail = (status: number, body?: Record<string, unknown>): Reply => ({ status, body });

describe('login', () => {
  const call = () => login({ email: 'ana@example.ro', password: 'parola-buna', remember: true });

  it('sends email, password and remember, stores the session and emits auth:login', async () => {
    const logins = recordEvents('auth:login');
    remote.on('POST', 'private/auth/login', { status: 200, body: tokens(1) });
    await expect(call()).resolves.toEqual(ANA);
    const [sent] = remote.to('POST', 'private/auth/login');
    expect(sent?.body).toEqual({ email: 'ana@example.ro', password: 'parola-buna', remember: true });
    expect(sent?.headers.Authorization).toBeUndefined();
    expect(sent?.headers['X-Client-Type']).toBe('app');
    expect(authState.status).toBe('authenticated');
    expect(logins.seen).toEqual([{ method: 'password' }]);
    logins.off();
  });

  it.each([
    [401, { reason: 'login_invalid_credentials', message: 'Server' }, M.invalid],
    [403, { reason: 'login_account_inactive', message: 'Server' }, M.inactive],
    [422, { reason: 'login_validation_failed', message: 'Server', errors: { email: ['Adresa nu e validă.'] } }, M.notValid],
    [400, { reason: 'login_invalid_credentials' }, M.invalid], // the reason wins over the status
    [401, {}, M.invalid],
    [403, undefined, M.inactive],
    [422, { errors: { password: ['Introdu parola.'] } }, M.validation],
    [500, { message: 'Eroare internă' }, M.loginFailed],
    [404, undefined, M.loginFailed],
    [429, { reason: 'too_many_requests', message: 'Prea multe încercări. Încearcă din nou peste un minut.' }, 'Prea multe încercări. Încearcă din nou peste un minut.'],
    [429, undefined, M.loginFailed],
  ])('a %i (%j) reads %j', async (status, body, message) => {
    remote.on('POST', 'private/auth/login', fail(status, body));
    const error = await failureOf(call);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.reason).toBe((body as { reason?: string } | undefined)?.reason);
    expect(authState.status).toBe('guest');
  });

  it('carries the field errors and shows the network message offline', async () => {
    remote.on('POST', 'private/auth/login', fail(422, { reason: 'login_validation_failed', errors: { email: ['Adresa nu e validă.'] } }));
    expect((await failureOf(call)).fieldErrors).toEqual({ email: ['Adresa nu e validă.'] });
    remote.on('POST', 'private/auth/login', 'network-error');
    const offline = await failureOf(call);
    expect(offline.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(offline.status).toBe(0);
  });
});

describe('register', () => {
  const input = { name: 'Ana Popescu', email: 'ana@example.ro', password: 'parola-buna', password_confirmation: 'parola-buna' };

  it('adds the account defaults and stores the session', async () => {
    const logins = recordEvents('auth:login');
    remote.on('POST', 'private/auth/register', { status: 201, body: tokens(1) });
    await expect(register(input)).resolves.toEqual(ANA);
    expect(remote.to('POST', 'private/auth/register')[0]?.body).toEqual({
      ...input,
      dark_mode: 'system',
      currency_code: 'RON',
      preferred_language: 'ro',
      billing_country: 'RO',
    });
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(logins.seen).toEqual([{ method: 'register' }]);
    logins.off();
  });

  it("a 422 reads 'Eroare de validare' with the server's field errors", async () => {
    const errors = { email: ['Există deja un cont cu această adresă de e-mail.'], password: ['Parola este prea slabă.'] };
    remote.on('POST', 'private/auth/register', fail(422, { reason: 'validation_failed', message: 'Datele nu sunt valide.', errors }));
    const error = await failureOf(() => register(input));
    expect(error.message).toBe(M.validation);
    expect(error.fieldErrors).toEqual(errors);
  });

  it.each([500, 400, 409, 404])("a %i reads 'A apărut o eroare la înregistrare'", async (status) => {
    remote.on('POST', 'private/auth/register', fail(status, { message: 'Altceva' }));
    expect((await failureOf(() => register(input))).message).toBe(M.registerFailed);
  });
});

describe('social login', () => {
  it('starts the provider flow: keeps the state and leaves for the URL', async () => {
    remote.on('GET', 'private/auth/social/google/redirect', {
      status: 200,
      body: { data: { url: 'https://accounts.example.com/auth?state=s-1', state: 's-1' } },
    });
    await startSocialLogin('google');
    expect(sessionStorage.getItem('social_login_state:google')).toBe('s-1');
    expect(nav.page.assign).toHaveBeenCalledWith('https://accounts.example.com/auth?state=s-1');
  });

  it("a failure to start reads '{Provider} authentication failed'", async () => {
    remote.on('GET', 'private/auth/social/apple/redirect', fail(404, { reason: 'social_provider_unavailable', message: 'Indisponibil' }));
    expect((await failureOf(() => startSocialLogin('apple'))).message).toBe('Apple authentication failed');
    expect(nav.page.assign).not.toHaveBeenCalled();
  });

  it('exchanges the code with the kept state and the preferences, once', async () => {
    localStorage.setItem('dark_mode', 'dark');
    sessionStorage.setItem('social_login_state:google', 's-1');
    const logins = recordEvents('auth:login');
    remote.on('POST', 'private/auth/social/google/token', { status: 200, body: tokens(1) });
    await expect(completeSocialLogin('google', 'cod-1', 's-1')).resolves.toEqual(ANA);
    expect(remote.to('POST', 'private/auth/social/google/token')[0]?.body).toEqual({
      token: 'cod-1',
      state: 's-1',
      preferred_language: 'ro',
      dark_mode: 'dark',
      billing_country: 'RO',
      currency_code: 'RON',
    });
    expect(sessionStorage.getItem('social_login_state:google')).toBeNull();
    expect(logins.seen).toEqual([{ method: 'social' }]);
    logins.off();
  });

  it.each([
    ['another state', 's-1', 's-2'],
    ['no kept state', null, 's-1'],
    ['no state in the URL', 's-1', null],
  ])('refuses %s without calling the server', async (_label, kept, returned) => {
    if (kept) sessionStorage.setItem('social_login_state:facebook', kept);
    const error = await failureOf(() => completeSocialLogin('facebook', 'cod-1', returned));
    expect(error.message).toBe(M.socialFailed);
    expect(remote.calls).toHaveLength(0);
    expect(authState.status).toBe('guest');
  });

  it.each([
    ['google', 401, { reason: 'social_auth_failed', message: 'Server' }, M.socialFailed],
    ['google', 403, { reason: 'login_account_inactive', message: 'Server' }, M.inactive],
    ['google', 422, { reason: 'validation_failed', message: 'Starea cererii lipsește.' }, 'Starea cererii lipsește.'],
    ['google', 422, undefined, M.validation],
    ['google', 500, { message: 'Eroare internă' }, 'Google authentication failed'],
    ['facebook', 404, { message: 'Nu există' }, 'Facebook authentication failed'],
    ['apple', 502, undefined, 'Apple authentication failed'],
  ] as const)('%s: a %i reads %j', async (provider, status, body, message) => {
    sessionStorage.setItem(`social_login_state:${provider}`, 's-1');
    remote.on('POST', `private/auth/social/${provider}/token`, fail(status, body));
    expect((await failureOf(() => completeSocialLogin(provider, 'cod-1', 's-1'))).message).toBe(message);
  });
});

describe('set password', () => {
  const input = { password: 'parola-noua-1', password_confirmation: 'parola-noua-1' };

  it('posts to set-password/{id}/{token} and stores the session', async () => {
    remote.on('POST', 'private/auth/set-password/42/tok%2Fen', { status: 200, body: tokens(1) });
    await expect(setPassword('42', 'tok/en', input)).resolves.toEqual(ANA);
    expect(remote.to('POST', 'private/auth/set-password/42/tok%2Fen')[0]?.body).toEqual(input);
    expect(authState.status).toBe('authenticated');
  });

  it.each([
    [400, M.linkInvalid],
    [404, M.linkInvalid],
    [422, M.weakPassword],
    [500, M.setPasswordFailed],
    [401, M.setPasswordFailed],
  ])('a %i reads %j', async (status, message) => {
    remote.on('POST', 'private/auth/set-password/42/t', fail(status, { reason: 'x', message: 'Server', errors: { password: ['Prea scurtă.'] } }));
    const error = await failureOf(() => setPassword('42', 't', input));
    expect(error.message).toBe(message);
    expect(error.fieldErrors).toEqual({ password: ['Prea scurtă.'] });
  });
});

describe('password reset, e-mail verification, impersonation, profile', () => {
  it("request and confirm a reset: the server's message, or a Romanian fallback", async () => {
    remote.on('POST', 'private/auth/forgot-password', { status: 200, body: { data: { success: true }, message: 'Verifică e-mailul.' } });
    await expect(requestPasswordReset('ana@example.ro')).resolves.toBe('Verifică e-mailul.');
    expect(remote.to('POST', 'private/auth/forgot-password')[0]?.body).toEqual({ email: 'ana@example.ro' });
    remote.on('POST', 'private/auth/forgot-password', fail(429, { message: 'Prea multe cereri.' }));
    expect((await failureOf(() => requestPasswordReset('ana@example.ro'))).message).toBe('Prea multe cereri.');
    remote.on('POST', 'private/auth/forgot-password', fail(500));
    expect((await failureOf(() => requestPasswordReset('ana@example.ro'))).message).toBe(
      'A apărut o eroare la trimiterea e-mailului de resetare a parolei',
    );

    const input = { token: 't', email: 'ana@example.ro', password: 'parola-noua-1', password_confirmation: 'parola-noua-1' };
    remote.on('POST', 'private/auth/reset-password', { status: 200, body: { data: { success: true }, message: 'Parola a fost schimbată.' } });
    await expect(resetPassword(input)).resolves.toBe('Parola a fost schimbată.');
    expect(remote.to('POST', 'private/auth/reset-password')[0]?.body).toEqual(input);
    remote.on('POST', 'private/auth/reset-password', fail(400, { reason: 'reset_link_invalid', message: 'Link-ul de resetare este invalid sau a expirat.' }));
    const invalid = await failureOf(() => resetPassword(input));
    expect(invalid.message).toBe('Link-ul de resetare este invalid sau a expirat.');
    expect(invalid.reason).toBe('reset_link_invalid');
    remote.on('POST', 'private/auth/reset-password', fail(422, { errors: { password: ['Prea slabă.'] } }));
    const weak = await failureOf(() => resetPassword(input));
    expect(weak.message).toBe('A apărut o eroare la resetarea parolei');
    expect(weak.fieldErrors).toEqual({ password: ['Prea slabă.'] });
  });

  it('verifies an e-mail and marks the stored customer verified', async () => {
    remote.on('POST', 'private/auth/login', { status: 200, body: tokens(1, { customer: { ...ANA, email_verified: false } }) });
    await login({ email: ANA.email, password: 'x', remember: false });
    remote.on('POST', 'private/auth/verify-email/42/abc', { status: 200, body: { data: { success: true }, message: 'Adresa de e-mail a fost confirmată.' } });
    await expect(verifyEmail('42', 'abc')).resolves.toBe('Adresa de e-mail a fost confirmată.');
    expect(authState.user?.email_verified).toBe(true);
    expect(JSON.parse(localStorage.getItem('customer') ?? '{}').email_verified).toBe(true);
    remote.on('POST', 'private/auth/verify-email/42/old', fail(404));
    expect((await failureOf(() => verifyEmail('42', 'old'))).message).toBe('Link-ul de confirmare este invalid sau a expirat');
    remote.on('POST', 'private/auth/verify-email/42/old', fail(400, { reason: 'verify_link_invalid', message: 'Link invalid.' }));
    expect((await failureOf(() => verifyEmail('42', 'old'))).message).toBe('Link invalid.');
  });

  it('confirms a new address from an e-mail change link: sends it back and stores it for the same customer only', async () => {
    remote.on('POST', 'private/auth/login', { status: 200, body: tokens(1, { customer: { ...ANA, email_verified: false } }) });
    await login({ email: ANA.email, password: 'x', remember: false });
    const id = String(authState.user?.id);
    remote.on('POST', `private/auth/verify-email/${id}/e1.x`, { status: 200, body: { data: { success: true }, message: 'Adresa a fost schimbată.' } });
    await expect(verifyEmail(id, 'e1.x', 'Nou@Exemplu.ro')).resolves.toBe('Adresa a fost schimbată.');
    expect(remote.to('POST', `private/auth/verify-email/${id}/e1.x`).at(-1)!.body).toEqual({ email: 'Nou@Exemplu.ro' });
    expect([authState.user?.email, authState.user?.email_verified]).toEqual(['nou@exemplu.ro', true]);
    remote.on('POST', 'private/auth/verify-email/999/e1.y', { status: 200, body: { data: { success: true }, message: 'Adresa a fost schimbată.' } });
    await verifyEmail('999', 'e1.y', 'altcineva@exemplu.ro');
    expect(authState.user?.email).toBe('nou@exemplu.ro');
  });

  it('exchanges an impersonation code: the session plus the admin flag and its time in ms', async () => {
    const logins = recordEvents('auth:login');
    remote.on('POST', 'private/auth/impersonation/exchange', {
      status: 200,
      body: { ...tokens(1, { expires_in: 600 }), impersonation: { admin_name: 'Admin', expires_in: 600 } },
    });
    const before = Date.now();
    await expect(completeImpersonation('cod-admin')).resolves.toEqual(ANA);
    expect(remote.to('POST', 'private/auth/impersonation/exchange')[0]?.body).toEqual({ code: 'cod-admin' });
    expect(localStorage.getItem('admin_login')).toBe('true');
    const at = Number(localStorage.getItem('admin_login_at'));
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(logins.seen).toEqual([{ method: 'impersonation' }]);
    logins.off();
    remote.on('POST', 'private/auth/impersonation/exchange', fail(400, { reason: 'impersonation_code_invalid' }));
    expect((await failureOf(() => completeImpersonation('x'))).message).toBe('Codul de autentificare este invalid sau a expirat');
  });

  it('dates the admin flag back when the server keeps the impersonation shorter than 10 minutes', async () => {
    remote.on('POST', 'private/auth/impersonation/exchange', {
      status: 200,
      body: { ...tokens(1, { expires_in: 20 }), impersonation: { admin_name: 'Admin', expires_in: 20 } },
    });
    const before = Date.now();
    await completeImpersonation('cod-scurt');
    const at = Number(localStorage.getItem('admin_login_at'));
    // 10 minutes from the stamp end when the server's 20 s do.
    expect(at).toBeGreaterThanOrEqual(before - 580_000);
    expect(at).toBeLessThanOrEqual(Date.now() - 580_000);
  });

  it('a normal login removes the admin flag of an earlier admin session', async () => {
    localStorage.setItem('admin_login', 'true');
    localStorage.setItem('admin_login_at', String(Date.now()));
    remote.on('POST', 'private/auth/login', { status: 200, body: tokens(1) });
    await login({ email: ANA.email, password: 'x', remember: false });
    expect(localStorage.getItem('admin_login')).toBeNull();
    expect(localStorage.getItem('admin_login_at')).toBeNull();
  });

  it('fetches and saves the profile with the bearer, updating the stored customer', async () => {
    remote.on('POST', 'private/auth/login', { status: 200, body: tokens(1) });
    await login({ email: ANA.email, password: 'x', remember: false });
    const fresh = { ...ANA, name: 'Ana Maria Popescu' };
    remote.on('GET', 'private/customer/profile', { status: 200, body: { data: fresh } });
    await expect(fetchProfile()).resolves.toEqual(fresh);
    expect(remote.to('GET', 'private/customer/profile')[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(authState.user?.name).toBe('Ana Maria Popescu');

    const input = { name: 'Ana M.', dark_mode: 'dark', billing_country: 'MD' };
    remote.on('PUT', 'private/customer/profile', { status: 200, body: { data: { ...ANA, ...input }, message: 'Profilul a fost salvat.' } });
    await expect(updateProfile(input)).resolves.toMatchObject(input);
    expect(remote.to('PUT', 'private/customer/profile')[0]?.body).toEqual(input);
    expect(JSON.parse(localStorage.getItem('customer') ?? '{}')).toMatchObject(input);
    expect(authState.user?.billing_country).toBe('MD');

    remote.on('PUT', 'private/customer/profile', fail(422, { errors: { name: ['Introdu numele.'] } }));
    const invalid = await failureOf(() => updateProfile(input));
    expect(invalid.message).toBe('Eroare de validare');
    expect(invalid.fieldErrors).toEqual({ name: ['Introdu numele.'] });
    remote.on('PUT', 'private/customer/profile', fail(500));
    expect((await failureOf(() => updateProfile(input))).message).toBe('A apărut o eroare la salvarea profilului');
    remote.on('GET', 'private/customer/profile', fail(500));
    expect((await failureOf(fetchProfile)).message).toBe('Profilul nu a putut fi încărcat');
  });

  it('resends the verification e-mail', async () => {
    remote.on('POST', 'private/customer/email/verification-notification', { status: 200, body: { data: { success: true }, message: 'Ți-am trimis un nou e-mail.' } });
    await expect(resendVerificationEmail()).resolves.toBe('Ți-am trimis un nou e-mail.');
    remote.on('POST', 'private/customer/email/verification-notification', fail(429, { message: 'Așteaptă un minut.' }));
    expect((await failureOf(resendVerificationEmail)).message).toBe('Așteaptă un minut.');
    remote.on('POST', 'private/customer/email/verification-notification', fail(500));
    expect((await failureOf(resendVerificationEmail)).message).toBe('E-mailul de confirmare nu a putut fi trimis');
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['?redirect=%2Fdashboard', '/dashboard'],
    ['?redirect=%2Fdashboard%2Fprofil%3Ftab%3D1', '/dashboard/profil?tab=1'],
    ['?redirect=/confirmare/123', '/confirmare/123'],
    ['', '/'],
    ['?redirect=', '/'],
    ['?redirect=dashboard', '/'],
    ['?redirect=%2F%2Fevil.example', '/'],
    ['?redirect=https%3A%2F%2Fevil.example%2F', '/'],
    ['?redirect=%2F%5Cevil.example', '/'],
    ['?redirect=%2F%09%2Fevil.example', '/'],
    ['?redirect=javascript%3Aalert(1)', '/'],
  ])('%j → %j', (search, target) => {
    expect(safeRedirectTarget(search)).toBe(target);
  });
});
