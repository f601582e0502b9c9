/**
 * Strings of the dashboard's work on many orders at once: bulk tracking (/dashboard/urmarire-lot) and
 * the orders list's selection (labels in one file, cancellation, export). Romanian, ș ț comma-below.
 */
import { pickPlural } from '../lib/format.ts';
import { fill } from './fill.ts';

export const roBulk = {
  tracking: {
    lead: 'Lipește AWB-urile (cel mult 200) și vezi pe loc unde este fiecare colet, ce s-a întâmplat ultima dată și, la coletele tale, rambursul.',
    formTitle: 'Urmărire în lot',
    label: 'AWB-uri',
    hint: 'Câte unul pe rând, sau separate prin virgulă ori spațiu. Cel mult 200.',
    submit: 'Urmărește AWB-urile',
    submitting: 'Se caută…',
    failed: 'Statusurile nu au putut fi aduse acum. Verifică conexiunea și încearcă din nou.',
    summary: '{count}: {found} găsite, {missing} fără date.',
    resultsTitle: 'Rezultate',
    own: 'Comanda ta',
    notOwn: 'Nu este din contul tău',
    openTracking: 'Caută la curier',
    backToOrders: 'Înapoi la comenzi',
    columns: { awb: 'AWB', carrier: 'Curier', status: 'Status', lastEvent: 'Ultimul eveniment', date: 'Data', cod: 'Ramburs', order: 'Comanda' },
    noCodShown: '—',
  },
  selection: {
    selectPage: 'Selectează toate comenzile de pe pagină',
    selectOne: 'Selectează comanda {number}',
    selectColumn: 'Selectează',
    barLabel: 'Acțiuni pentru comenzile selectate',
    clear: 'Renunță la selecție',
    formatLabel: 'Formatul etichetelor',
    formats: {
      A6: 'A6 (o etichetă pe pagină)',
      A4: 'A4 (foaie A4 cu linii de tăiere)',
      A4_4xA6: '4×A6 pe A4',
      'ZPL-203': 'ZPL 203 dpi (imprimantă termică)',
      'ZPL-300': 'ZPL 300 dpi (imprimantă termică)',
    },
    labels: 'Descarcă etichetele',
    labelsBusy: 'Se pregătesc etichetele…',
    labelsDone: 'Etichetele se descarcă: {file}.',
    exportCsv: 'Exportă CSV',
    exportXlsx: 'Exportă XLSX',
    exportBusy: 'Se pregătește exportul…',
    exportDone: 'Exportul se descarcă: {file}.',
    cancel: 'Anulează comenzile',
    cancelTitle: 'Anulezi {count}?',
    cancelText:
      'Fiecare comandă se anulează după regulile obișnuite: doar înainte ca curierul să preia coletul, iar banii se întorc de unde au venit (portofel sau card). Cele care nu mai pot fi anulate rămân așa cum sunt.',
    cancelConfirm: 'Da, anulează-le',
    cancelKeep: 'Nu, păstrează-le',
    cancelBusy: 'Se anulează…',
    cancelResults: 'Rezultatul anulării',
    outcome: { cancelled: 'Anulată', cancel_requested: 'Anulare în curs', refused: 'Neanulată' },
    trackSelected: 'Urmărește în lot',
    bulkTrackingLink: 'Urmărire în lot (până la 200 de AWB-uri)',
  },
} as const;

/** "1 AWB", "3 AWB-uri", "20 de AWB-uri". */
export function awbCountText(n: number): string {
  return fill(pickPlural(n, { one: '1 AWB', few: '{n} AWB-uri', other: '{n} de AWB-uri' }), { n: String(n) });
}

/** "1 comandă selectată", "3 comenzi selectate", "20 de comenzi selectate". */
export function selectedText(n: number): string {
  return fill(pickPlural(n, { one: '1 comandă selectată', few: '{n} comenzi selectate', other: '{n} de comenzi selectate' }), { n: String(n) });
}

/** "o comandă", "3 comenzi", "20 de comenzi". */
export function ordersText(n: number): string {
  return fill(pickPlural(n, { one: 'o comandă', few: '{n} comenzi', other: '{n} de comenzi' }), { n: String(n) });
}
