// A public form's whole page: heading and lead (form-copy.ts), the form, and the side content;
// sets the page's meta description while it is shown. The form is rendered in the prerendered
// HTML too (empty); the device's draft fills it right after the app takes over.
import { usePageDescription } from '../../lib/document-head.ts';
import type { FormKind } from '../../shared/forms.ts';
import { FORM_PAGE_COPY } from './form-copy.ts';
import { FormAside } from './form-aside.tsx';
import type { FormSender } from './form-api.ts';
import { PublicForm } from './public-form.tsx';
// The page header's stylesheet is in the shell's (src/main.tsx).
import './forms.css';

export function FormPage({ kind, send }: { kind: FormKind; send?: FormSender }) {
  const copy = FORM_PAGE_COPY[kind];
  usePageDescription(copy.description);
  return (
    <div className="container forms-page">
      <header className="page-header">
        <h1 id="titlu-pagina" tabIndex={-1}>
          {copy.h1}
        </h1>
        <p className="page-header__lead">{copy.lead}</p>
      </header>
      <div className="forms-layout">
        <PublicForm key={kind} kind={kind} send={send} />
        <FormAside kind={kind} />
      </div>
    </div>
  );
}
