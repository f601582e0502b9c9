/**
 * Every user-facing string of the app shell and widgets, in Romanian (ș, ț with comma below).
 * The specification's messages are copied verbatim. Long marketing copy lives with its content
 * feature (src/features/content), not here.
 */
export const ro = {
  // --- the pager under a list split into pages (src/components/pager.tsx) ---
  pager: {
    previous: 'Pagina anterioară',
    next: 'Pagina următoare',
    pageOf: 'Pagina {page} din {pages}',
  },
  // --- app shell (layout, navigation, routing, offline, theme) ---
  app: {
    brand: 'Curiero',
    homeLink: 'Curiero, prima pagină',
    skipLink: 'Sari la conținut',
    mainNav: 'Navigare principală',
    menuOpen: 'Meniu',
    menuClose: 'Închide meniul',
    nav: {
      order: 'Comandă curier',
      tracking: 'Urmărire colet',
      returns: 'Retururi',
      business: 'Business',
      docs: 'Documentație API',
      login: 'Autentificare',
      account: 'Contul meu',
    },
    theme: {
      label: 'Temă',
      system: 'Sistem',
      light: 'Luminos',
      dark: 'Întunecat',
    },
    offline:
      'Ești offline. Paginile vizitate rămân disponibile; acțiunile care au nevoie de internet vor aștepta conexiunea.',
    loading: 'Se încarcă…',
    adminSessionActive: 'Sesiune administrativă activă',
    footer: {
      tagline: 'Compari curierii, comanzi ridicarea și urmărești coletele, totul într-un singur loc.',
      company: 'Curiero',
      tracking: 'Urmărire pe curier',
      legal: 'Informații legale',
      contact: 'Contact',
      feedback: 'Feedback',
      services: 'Servicii',
      payments: 'Metode de plată',
      info: 'Informații utile',
      business: 'Ofertă pentru firme',
      integrations: 'Integrări e-commerce',
      vat: 'Calculator TVA',
      trackingBy: 'Urmărire AWB',
      copyright: 'Toate drepturile rezervate.',
    },
    notFound: {
      title: 'Pagina nu a fost găsită',
      text: 'Adresa pe care ai deschis-o nu există sau pagina a fost mutată. Verifică linkul ori pornește de la una dintre paginile de mai jos.',
      home: 'Mergi la prima pagină',
      tracking: 'Urmărește un colet',
    },
    pageError: {
      title: 'Pagina nu a putut fi afișată',
      text: 'A apărut o eroare neașteptată. Reîncarcă pagina; dacă problema persistă, scrie-ne.',
      reload: 'Reîncarcă pagina',
      home: 'Mergi la prima pagină',
    },
    placeholderNote: 'Această pagină este în lucru. Până atunci, poți continua de aici:',
  },
  // --- service worker, install and update prompt ---
  pwa: {
    updateAvailable: 'Este disponibilă o versiune nouă a aplicației.',
    updateReload: 'Reîncarcă',
    updateReloading: 'Se încarcă versiunea nouă…',
  },
  // --- chat bubble and panel ---
  chat: {
    open: 'Deschide chatul',
    title: 'Scrie-ne un mesaj',
    intro: 'Lasă-ne întrebarea ta despre o comandă, un colet sau un curier. Îți răspundem pe e-mail.',
    close: 'Închide',
    nameLabel: 'Nume (opțional)',
    emailLabel: 'E-mail',
    messageLabel: 'Mesaj',
    submit: 'Trimite mesajul',
    sending: 'Se trimite…',
    success: 'Mulțumim! Îți răspundem pe e-mail, de obicei în aceeași zi lucrătoare.',
    sendAnother: 'Trimite alt mesaj',
    summaryTitle: 'Verifică datele din formular:',
    emailRequired: 'Introdu adresa de e-mail.',
    emailInvalid: 'Adresa de e-mail nu este validă.',
    messageTooShort: 'Mesajul trebuie să aibă cel puțin 2 caractere.',
    messageTooLong: 'Mesajul poate avea cel mult 2000 de caractere.',
    nameTooLong: 'Numele poate avea cel mult 100 de caractere.',
    offline: 'Nu există conexiune la internet. Mesajul tău nu s-a pierdut: încearcă din nou când revine rețeaua.',
    failed: 'Mesajul nu a putut fi trimis. Încearcă din nou.',
    widgetLoading: 'Se încarcă chatul…',
    loadFailed: 'Chatul nu s-a putut încărca. Verifică conexiunea și încearcă din nou.',
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
