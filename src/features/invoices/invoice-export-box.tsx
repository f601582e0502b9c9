// A month's invoices for the accountant: the month (the last two years, newest first; a select
// rather than <input type="month">, which desktop Firefox and Safari show as plain text), CSV or a
// ZIP with the PDFs, downloaded through a signed link.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roInvoices } from '../../i18n/ro-invoices.ts';
import { exportLink, openDownload, type ExportFormat } from './invoices-api.ts';

const t = roInvoices;
const MONTHS_SHOWN = 24;

/** The last `count` months up to `now`'s: value YYYY-MM, label "martie 2026". */
export function recentMonths(now: Date, count = MONTHS_SHOWN): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(now.getFullYear(), now.getMonth() - i, 1);
    const month = at.getMonth();
    return { value: `${at.getFullYear()}-${String(month + 1).padStart(2, '0')}`, label: `${t.months[month]} ${at.getFullYear()}` };
  });
}

export function InvoiceExportBox({ now = () => new Date() }: { now?: () => Date }) {
  const [months] = useState(() => recentMonths(now()));
  const [month, setMonth] = useState(months[0]!.value);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      openDownload(await exportLink(month, format));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="invoice-export" aria-labelledby="facturi-export">
      <h2 id="facturi-export" className="invoices__subtitle">
        {t.exportTitle}
      </h2>
      <p className="invoices__muted">{t.exportLead}</p>
      <form className="invoice-export__form" noValidate onSubmit={(e) => void submit(e)}>
        <SelectField id="facturi-luna" label={t.month} options={months} value={month} onChange={(e) => setMonth(e.target.value)} />
        <fieldset className="invoice-export__formats">
          <legend className="field__label">{t.format}</legend>
          {(['csv', 'zip'] as const).map((value) => (
            <label key={value} className="invoice-export__format">
              <input type="radio" name="facturi-format" value={value} checked={format === value} onChange={() => setFormat(value)} />
              {t.formats[value]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={busy}>
          {t.exportAction}
        </Button>
      </form>
      {failed ? (
        <Notice tone="error">
          <p>{t.exportFailed}</p>
        </Notice>
      ) : null}
    </section>
  );
}
