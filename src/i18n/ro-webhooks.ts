/**
 * Strings of the webhooks panel (dashboard section „API”, below the API keys), in Romanian with ș ț
 * comma-below. The server's field messages are shown as it sends them.
 */
export type WebhookEventName = 'order.created' | 'order.status_changed' | 'repayment.paid' | 'payout.paid' | 'return.created' | 'return.status_changed';

export const roWebhooks = {
  title: 'Webhookuri',
  lead: 'Îți trimitem evenimentele contului (comenzi, statusuri, rambursuri) la adresele tale, semnate după standardul Standard Webhooks.',
  loading: 'Se încarcă webhookurile…',
  loadFailed: 'Nu am putut încărca webhookurile. Verifică conexiunea și încearcă din nou.',
  retry: 'Încearcă din nou',
  emptyTitle: 'Niciun endpoint de webhook',
  emptyText: 'Adaugă o adresă HTTPS a magazinului tău și alege evenimentele pe care vrei să le primești.',
  add: 'Adaugă un endpoint',
  addTitle: 'Endpoint nou',
  url: 'Adresa (URL)',
  urlHint: 'O adresă https:// publică, de exemplu https://magazinul-meu.ro/webhooks/curiero',
  urlRequired: 'Scrie adresa la care trimitem evenimentele.',
  description: 'Descriere (opțional)',
  events: 'Evenimente',
  eventsRequired: 'Alege cel puțin un eveniment.',
  eventLabels: {
    'order.created': 'Comandă nouă (order.created)',
    'order.status_changed': 'Status schimbat (order.status_changed)',
    'repayment.paid': 'Ramburs plătit (repayment.paid)',
    'payout.paid': 'Transfer de rambursuri plătit (payout.paid)',
    'return.created': 'Cerere de retur nouă (return.created)',
    'return.status_changed': 'Status de retur schimbat (return.status_changed)',
  } satisfies Record<WebhookEventName, string>,
  save: 'Adaugă endpointul',
  cancel: 'Renunță',
  failed: 'Nu am putut salva. Încearcă din nou.',
  secretTitle: 'Secretul de semnare',
  secretOnce: 'Copiază-l acum și păstrează-l în siguranță: cu el verifici semnătura fiecărui eveniment. Îl poți afișa din nou din „Arată secretul”.',
  secretLabel: 'Secretul endpointului {url}',
  copy: 'Copiază',
  copied: 'Secretul a fost copiat.',
  copyFailed: 'Nu am putut copia automat: selectează textul și copiază-l manual.',
  hideSecret: 'Ascunde secretul',
  active: 'Activ',
  paused: 'Pe pauză',
  deliveries: 'Livrări',
  hideDeliveries: 'Ascunde livrările',
  sendTest: 'Trimite un test',
  testQueued: 'Evenimentul de test a fost pus la trimis.',
  pause: 'Pune pe pauză',
  resume: 'Activează',
  reveal: 'Arată secretul',
  rotate: 'Secret nou',
  rotateConfirm: 'Generezi un secret nou? Cel vechi nu mai semnează nimic de acum.',
  rotateYes: 'Da, generează',
  remove: 'Șterge',
  removeConfirm: 'Ștergi endpointul {url}? Nu mai primește evenimente, iar istoricul livrărilor se pierde.',
  removeYes: 'Da, șterge',
  removed: 'Endpointul a fost șters.',
  deliveriesTitle: 'Livrările către {url}',
  deliveriesEmpty: 'Nicio livrare încă. Trimite un test ca să verifici endpointul.',
  deliveriesFailed: 'Nu am putut încărca livrările.',
  more: 'Mai multe livrări',
  status: { pending: 'În curs', succeeded: 'Reușită', failed: 'Eșuată' },
  attempts: 'Încercări',
  noAttempts: 'Nicio încercare încă.',
  attemptStatus: 'HTTP {code}',
  attemptNoAnswer: 'Fără răspuns',
  attemptDuration: '{ms} ms',
  resend: 'Trimite din nou',
  resent: 'Livrarea a fost pusă din nou la trimis.',
  messageId: 'webhook-id',
  mode: 'Mod',
  modeLive: 'Live: evenimentele comenzilor reale',
  modeTest: 'Test: doar evenimentele comenzilor făcute cu chei de test',
  modeHint: 'Un endpoint de test primește doar evenimentele comenzilor făcute cu chei de test; unul live, doar pe ale celorlalte. Modul nu se mai schimbă după adăugare.',
  modeBadge: { test: 'Test', live: 'Live' },
  breakerBadge: 'Pauză automată',
  breakerNotice: 'Pauzat până la {time} după {failures}. Livrările așteaptă și pleacă singure după pauză; un eveniment de test reușit le pornește imediat.',
  failing: 'Încercări eșuate la rând: {count}.',
};

/** "1 eșec consecutiv", "5 eșecuri consecutive", "20 de eșecuri consecutive". */
export function consecutiveFailures(n: number): string {
  if (n === 1) return '1 eșec consecutiv';
  const rest = n % 100;
  return rest === 0 || rest >= 20 ? `${n} de eșecuri consecutive` : `${n} eșecuri consecutive`;
}

/** Replaces `{name}` placeholders. */
export function fillWebhooks(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
