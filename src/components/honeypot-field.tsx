// The spam trap: a `website` field people never see or reach (off-screen, hidden from assistive
// technology, skipped by the keyboard, no autofill). The app always sends it empty; the server
// refuses a submission that fills it (a bot posting the form on its own). Used by the public forms
// and the returns withdrawal statement.
import { roForms } from '../i18n/ro-forms.ts';
import './honeypot-field.css';

export function HoneypotField({ id }: { id: string }) {
  return (
    <div className="honeypot-field" aria-hidden="true">
      <label htmlFor={id}>{roForms.honeypot}</label>
      <input type="text" id={id} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
