/**
 * The few account strings the first load needs (header account links, admin-session banner).
 * Kept apart from ro-account.ts so the screens' copy stays out of the first load.
 */
export const roAccountShell = {
  logout: 'Deconectare',
  loggingOut: 'Se deconectează…',
  adminConnectedAs: 'Sunteți conectat ca {name}',
  adminUnknownUser: 'Utilizator necunoscut',
  adminSessionActive: 'Sesiune administrativă activă',
  adminExpiresIn: 'Expirare în {time}',
  /** Screen-reader text, updated once a minute rather than every second. */
  adminMinutesLeft: 'Sesiunea administrativă expiră în mai puțin de {minutes} minute.',
  adminOneMinuteLeft: 'Sesiunea administrativă expiră în mai puțin de un minut.',
  adminEnd: 'Încheie sesiunea',
  adminRegion: 'Sesiune administrativă',
} as const;
