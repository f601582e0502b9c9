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
  chat: {
    open: 'Deschide chatul',
    title: 'Scrie-ne un mesaj',
    intro: 'Lasă-ne întrebarea ta despre o comandă, un colet sau un curier. Îți răspundem pe email.',
    close: 'Închide',
    nameLabel: 'Nume (opțional)',
    emailLabel: 'Email',
    messageLabel: 'Mesaj',
    submit: 'Trimite mesajul',
    sending: 'Se trimite…',
    success: 'Mulțumim! Îți răspundem pe email, de obicei în aceeași zi lucrătoare.',
    sendAnother: 'Trimite alt mesaj',
    summaryTitle: 'Verifică datele din formular:',
    emailRequired: 'Introdu adresa de email.',
    emailInvalid: 'Adresa de email nu este validă.',
    messageTooShort: 'Mesajul trebuie să aibă cel puțin 2 caractere.',
    messageTooLong: 'Mesajul poate avea cel mult 2000 de caractere.',
    nameTooLong: 'Numele poate avea cel mult 100 de caractere.',
    offline: 'Nu există conexiune la internet. Mesajul tău nu s-a pierdut: încearcă din nou când revine rețeaua.',
    failed: 'Mesajul nu a putut fi trimis. Încearcă din nou.',
    widgetLoading: 'Se încarcă chatul…',
  },
  // --- consent banner ---
  consent: {
    region: 'Consimțământ cookie-uri',
    title: 'Cookie-uri pe Curiero',
    text: 'Folosim cookie-uri necesare pentru funcționarea și securitatea site-ului. Cu acordul tău, am folosi și cookie-uri de analiză și publicitate.',
    policyLink: 'Politica de cookies',
    acceptAll: 'Accept toate',
    refuseOptional: 'Refuz opționalele',
    customize: 'Personalizează',
    save: 'Salvează alegerile',
    choicesLegend: 'Alege categoriile de cookie-uri',
    necessary: 'Necesare și funcționale',
    necessaryHint: 'Mereu active: păstrează sesiunea, preferințele și coșul de comandă.',
    security: 'Securitate',
    securityHint: 'Mereu active: protejează contul și formularele împotriva abuzului.',
    analytics: 'Analiză',
    analyticsHint: 'Ne ajută să înțelegem ce pagini sunt folosite, fără să te identificăm.',
    ads: 'Publicitate',
    adsHint: 'Permit măsurarea campaniilor și reclame relevante pe alte site-uri.',
    settings: 'Setări cookie',
  },
  // --- specification §8 messages (verbatim) ---
  errors: {
    sessionExpired: 'Sesiunea ta a expirat. Te rugăm să te autentifici din nou.',
    adminSessionExpired: 'Sesiunea administrativă a expirat după 10 minute',
    logoutSuccess: 'Deconectare reușită',
    logoutFailure: 'Eroare la deconectare',
    unknownAdminUser: 'Utilizator necunoscut',
  },
} as const;
