// The catalogue functions on their own: reasons before statuses, and failures that are not HTTP answers.
import { describe, expect, it } from 'vitest';
import { AuthError, loginMessage, socialMessage, toAuthError } from '../../../../src/features/auth/auth-errors.ts';
import { HttpError, NETWORK_ERROR_MESSAGE } from '../../../../src/lib/http.ts';

describe('error catalogue', () => {
  it('maps an unknown reason by status', () => {
    expect(loginMessage({ status: 401, reason: 'altceva' })).toBe('Credențiale invalide sau adresa de email nu există');
    expect(loginMessage({ status: 403 })).toBe('Contul nu este conectat, te rugăm să contactezi serviciul clienți');
  });

  it('names the provider in the generic social failure', () => {
    expect(socialMessage('Google')({ status: 500 })).toBe('Google authentication failed');
  });

  it('turns any failure into an AuthError', () => {
    const http = toAuthError(new HttpError(422, 'Eroare', 'login_validation_failed', { email: ['x'] }, { message: 'Eroare' }), loginMessage);
    expect(http).toMatchObject({ status: 422, reason: 'login_validation_failed', message: 'Datele introduse nu sunt valide', fieldErrors: { email: ['x'] } });
    expect(toAuthError(new HttpError(0, NETWORK_ERROR_MESSAGE, 'network_error'), loginMessage).message).toBe(NETWORK_ERROR_MESSAGE);
    const bug = toAuthError(new TypeError('x is undefined'), loginMessage);
    expect(bug).toBeInstanceOf(AuthError);
    expect(bug.message).toBe('A apărut o eroare la autentificare');
    const same = new AuthError(401, 'Autentificare socială eșuată');
    expect(toAuthError(same, loginMessage)).toBe(same);
  });
});
