/**
 * The profile's security parts (issue #30): changing the e-mail address and the password and closing the account, in
 * Romanian with ș ț comma-below. Loaded with the dashboard.
 */
export const roAccountSecurity = {
  password: {
    title: 'Schimbă parola',
    lead: 'După schimbare rămâi autentificat aici; celelalte dispozitive și browsere trebuie să se autentifice din nou.',
    current: 'Parola actuală',
    submit: 'Schimbă parola',
    submitting: 'Se schimbă parola…',
    done: 'Parola a fost schimbată. Celelalte sesiuni ale contului au fost închise.',
    failed: 'Parola nu a putut fi schimbată. Încearcă din nou.',
  },
  close: {
    title: 'Închide contul',
    lead: 'Închiderea este definitivă: datele personale ale contului se șterg, iar comenzile și facturile rămân doar cât ne obligă legea. Nu poți închide contul cât ai comenzi în curs.',
    start: 'Închide contul',
    confirmTitle: 'Confirmă închiderea contului',
    refund: 'Dacă ai bani în portofel, îi virăm în IBAN-ul de mai jos, prin aceeași plată ca rambursurile.',
    password: 'Parola contului',
    passwordRequired: 'Scrie parola contului.',
    iban: 'IBAN pentru soldul portofelului',
    ibanHint: 'Necesar doar dacă portofelul are sold.',
    holder: 'Titularul contului bancar',
    confirm: 'Da, închide definitiv contul',
    confirming: 'Se închide contul…',
    cancel: 'Renunță',
    failed: 'Contul nu a putut fi închis. Încearcă din nou.',
  },
  email: {
    title: 'Schimbă adresa de e-mail',
    lead: 'Îți trimitem un link de confirmare la adresa nouă. Adresa contului se schimbă abia după ce deschizi link-ul (valabil 24 de ore); la adresa actuală primești o înștiințare. După schimbare, celelalte dispozitive și browsere trebuie să se autentifice din nou.',
    current: 'Adresa actuală',
    next: 'Adresa nouă de e-mail',
    password: 'Parola actuală',
    same: 'Aceasta este deja adresa contului. Scrie adresa nouă.',
    submit: 'Trimite link-ul de confirmare',
    submitting: 'Se trimite link-ul…',
    sent: 'Ți-am trimis un link de confirmare la adresa nouă. Adresa contului se schimbă abia după ce deschizi link-ul (valabil 24 de ore).',
    failed: 'Cererea de schimbare a adresei nu a putut fi trimisă. Încearcă din nou.',
  },
} as const;
