// One public form on screen: the restored-draft notice, the error summary (focused after a failed
// submit), the kind's fields, the hidden spam trap and the submit button; after sending, the
// result in a live region that stays mounted (role=status) and takes focus: sent, or kept on the
// device until the connection returns.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/button.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { Notice } from '../../components/notice.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { FormKind, FormValues } from '../../shared/forms.ts';
import { fillForms, roForms } from '../../i18n/ro-forms.ts';
import { BusinessFields } from './business-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FeedbackFields } from './feedback-fields.tsx';
import { resultId, summaryId, summaryItems } from './field-ids.ts';
import type { FormSender } from './form-api.ts';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { usePublicForm, type PublicFormState } from './use-public-form.ts';
import './forms.css';

export interface PublicFormProps {
  kind: FormKind;
  /** Tests: the request (default POST /api/private/forms/{kind}). */
  send?: FormSender;
}

function Result({ kind, state, onAnother }: { kind: FormKind; state: PublicFormState<FormKind>; onAnother: () => void }) {
  let content: ReactNode = null;
  if (state.mode === 'sent' && state.sent) {
    const { reference, message } = state.sent.answer;
    content = (
      <Notice tone="success" title={roForms.sentTitle[kind]} live={false} action={<Button variant="secondary" onClick={onAnother}>{roForms.another[kind]}</Button>}>
        <p>{message}</p>
        {reference ? <p>{fillForms(state.sent.withEmail ? roForms.reference : roForms.referenceNoMail, { reference })}</p> : null}
      </Notice>
    );
  } else if (state.mode === 'queued') {
    content = (
      <Notice tone="warning" title={roForms.queuedTitle} live={false} action={<Button variant="secondary" onClick={onAnother}>{roForms.another[kind]}</Button>}>
        <p>{roForms.queued[kind]}</p>
      </Notice>
    );
  }
  // Always mounted, so that filling it is announced; focus moves here after a submit.
  return (
    <div id={resultId(kind)} className={content ? 'forms-result' : 'forms-result is-empty'} role="status" tabIndex={-1}>
      {content}
    </div>
  );
}

export function PublicForm({ kind, send }: PublicFormProps) {
  const { state, update, submit, startAnother, startOver } = usePublicForm(kind, send);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The trap's content goes to the server as typed: a bot that fills every field is caught there.
    const trap = event.currentTarget.elements.namedItem('website');
    void submit(trap instanceof HTMLInputElement ? trap.value : '');
  };
  const { values, errors } = state;
  return (
    <div className="forms-form-area">
      <Result kind={kind} state={state} onAnother={startAnother} />
      {state.mode === 'form' ? (
        <form id={`${kind}-formular`} className="forms-form" noValidate onSubmit={onSubmit} aria-busy={state.busy || undefined}>
          {state.restoredAt ? (
            <Notice tone="info" live={false} action={<Button variant="secondary" onClick={() => void startOver()}>{roForms.startOver}</Button>}>
              <p>{fillForms(roForms.restored, { when: formatDateTime(state.restoredAt) })}</p>
            </Notice>
          ) : null}
          {state.waiting > 0 ? (
            <Notice tone="info" live={false}>
              <p>{roForms.queuedWaiting}</p>
            </Notice>
          ) : null}
          <ErrorSummary id={summaryId(kind)} title={roForms.summaryTitle} items={summaryItems(kind, state.errors)} message={state.message} attempt={state.attempt} />
          <p className="forms-note">{roForms.requiredNote}</p>
          {kind === 'contact' ? (
            <ContactFields values={values as FormValues['contact']} errors={errors} onChange={update} />
          ) : kind === 'feedback' ? (
            <FeedbackFields values={values as FormValues['feedback']} errors={errors} onChange={update} />
          ) : (
            <BusinessFields values={values as FormValues['business']} errors={errors} onChange={update} />
          )}
          <HoneypotField id={`${kind}-website`} />
          <p className="forms-note">{roForms.savedLocally}</p>
          <Button type="submit" size="lg" busy={state.busy}>
            {state.busy ? roForms.sending : roForms.submit[kind]}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
