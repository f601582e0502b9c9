/**
 * Every user-facing string of the app shell and widgets, in Romanian (ș, ț with comma below).
 * The specification's messages are copied verbatim. Long marketing copy lives with its content
 * feature (src/features/content), not here.
 */
export const ro = {
  // --- app shell (layout, navigation, routing, offline, theme) ---
  app: {},
  // --- service worker, install and update prompt ---
  pwa: {},
  // --- chat bubble and panel ---
  chat: {},
  // --- consent banner ---
  consent: {},
  // --- specification §8 messages (verbatim) ---
  errors: {
    sessionExpired: 'Sesiunea ta a expirat. Te rugăm să te autentifici din nou.',
    adminSessionExpired: 'Sesiunea administrativă a expirat după 10 minute',
    logoutSuccess: 'Deconectare reușită',
    logoutFailure: 'Eroare la deconectare',
    unknownAdminUser: 'Utilizator necunoscut',
  },
} as const;
