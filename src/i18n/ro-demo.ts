/**
 * What the customer is told about a simulated carrier (the demo network: no real courier, AWBs and
 * lockers invented), wherever it shows: offers, checkout, confirmation, the dashboard, tracking
 * and the locker list. Romanian with ș ț comma-below. Loaded with those lazy screens only.
 */
export const roDemo = {
  badge: 'Demo',
  /** One offer (or the chosen one) of a simulated carrier. */
  offer: 'Curier simulat: comanda nu ajunge la un curier real.',
  /** Above the offers when every one of them is simulated. */
  offersAll: 'Toți curierii de aici sunt simulați: comenzile primesc un AWB demonstrativ și niciun curier nu vine după colet.',
  /** Above the offers when only some are (those carry the badge). */
  offersSome: 'Ofertele marcate „Demo” sunt ale unor curieri simulați: acele comenzi nu ajung la un curier real.',
  /** Added to the "choose" button's accessible name. */
  chooseSuffix: ', curier simulat (demo)',
  /** Checkout, next to the button that places the order. */
  checkoutTitle: 'Comandă demonstrativă',
  checkout: '{carrier} este simulat aici: comanda primește un AWB demonstrativ, eticheta este marcată DEMO și niciun curier nu vine după colet.',
  /** Next to the AWB of an order booked (or to be booked) on the simulated network. */
  awb: 'DEMO — nu este un AWB real',
  /** An order of the simulated network (confirmation, dashboard). */
  order: 'Comandă demonstrativă: curierul este simulat, AWB-ul nu este real și niciun curier nu vine după colet.',
  orderLead: 'Mulțumim! Comanda ta este plătită și înregistrată în rețeaua demonstrativă (curier simulat).',
  /** The guest confirmation's first line, for an order of a simulated carrier. */
  guestLead: 'Comanda a fost plătită și înregistrată în rețeaua demonstrativă ({carrier} simulat).',
  nextPickup: 'Niciun curier nu vine după colet: statusurile livrării sunt simulate.',
  /** A tracked parcel booked on the simulated network. */
  tracking: 'Expediere demonstrativă: AWB-ul nu este real și niciun curier nu transportă coletul.',
  /** The same, in a row of the compact list of several AWBs. */
  trackingRow: 'Demo (AWB demonstrativ)',
  /** A carrier's tracking page while that carrier is simulated. */
  trackingPage: '{carrier} nu este conectat în această instalare demonstrativă: găsim doar AWB-urile comandate prin Curiero, nu și pe cele trimise direct prin {carrier}.',
  /** The lockers of a simulated carrier. */
  lockers: 'Lockere demonstrative: adresele sunt generate, nu sunt puncte reale ale curierului.',
} as const;
