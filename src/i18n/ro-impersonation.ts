/** What an admin acting as a customer is told where the server refuses them (http/impersonation-guard.ts). */
export const roImpersonation = {
  note: 'Ești în sesiunea administrativă, în numele clientului: cheile API, secretele și adresele webhook-urilor, parola, e-mailul, IBAN-ul și plățile le poate schimba doar clientul, din contul lui.',
} as const;
