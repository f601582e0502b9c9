/**
 * The profile's security parts (issue #30): changing the password and closing the account, in
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
} as const;
