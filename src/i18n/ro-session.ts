/**
 * Spec §8 error catalogue of the account calls and the session messages, verbatim, in Romanian
 * (ș, ț with comma below). Imported only by the lazy auth actions; the first-load session code
 * uses the same session messages from ro.ts (ro.errors), referenced here so they exist once.
 */
import { ro } from './ro.ts';

export const roSession = {
  login: {
    invalidCredentials: 'Credențiale invalide sau adresa de email nu există',
    accountInactive: 'Contul nu este conectat, te rugăm să contactezi serviciul clienți',
    validationFailed: 'Datele introduse nu sunt valide',
    validation: 'Eroare de validare',
    failed: 'A apărut o eroare la autentificare',
  },
  register: {
    validation: 'Eroare de validare',
    failed: 'A apărut o eroare la înregistrare',
  },
  social: {
    failed: 'Autentificare socială eșuată',
    validation: 'Eroare de validare',
    /** {provider}: Google, Facebook, Apple (spec §8, verbatim). */
    providerFailed: '{provider} authentication failed',
  },
  setPassword: {
    linkInvalid: 'Link-ul pentru setarea parolei este invalid sau a expirat',
    weakPassword: 'Parola nu respectă cerințele de securitate',
    failed: 'A apărut o eroare la setarea parolei',
  },
  // Calls whose failures the spec does not name: the server's message first, else these.
  forgotPassword: {
    sent: 'Dacă există un cont cu această adresă de e-mail, vei primi în câteva minute un mesaj cu instrucțiunile de resetare a parolei.',
    failed: 'A apărut o eroare la trimiterea e-mailului de resetare a parolei',
  },
  resetPassword: {
    done: 'Parola a fost schimbată. Te poți autentifica acum cu parola nouă.',
    failed: 'A apărut o eroare la resetarea parolei',
  },
  verifyEmail: {
    done: 'Adresa de e-mail a fost confirmată.',
    linkInvalid: 'Link-ul de confirmare este invalid sau a expirat',
    failed: 'A apărut o eroare la confirmarea adresei de e-mail',
  },
  resendVerification: {
    sent: 'Ți-am trimis un nou e-mail de confirmare.',
    failed: 'E-mailul de confirmare nu a putut fi trimis',
  },
  impersonation: {
    codeInvalid: 'Codul de autentificare este invalid sau a expirat',
  },
  profile: {
    loadFailed: 'Profilul nu a putut fi încărcat',
    validation: 'Eroare de validare',
    saveFailed: 'A apărut o eroare la salvarea profilului',
  },
  session: {
    expired: ro.errors.sessionExpired,
    adminExpired: ro.errors.adminSessionExpired,
    logoutSuccess: ro.errors.logoutSuccess,
    logoutFailure: ro.errors.logoutFailure,
    unknownUser: ro.errors.unknownAdminUser,
    adminConnectedAs: 'Sunteți conectat ca {name}',
    adminBanner: 'Sesiune administrativă activă • Expirare în {time}',
  },
} as const;
