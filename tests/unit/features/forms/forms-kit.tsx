// Shared by the forms tests: a scripted API (only fetch is replaced), connectivity, the page as
// the app mounts it (with the layout's queue hook), and valid values to type into each form.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cancelQueueRetry } from '../../../../src/features/forms/form-queue.ts';
import { clearUserData } from '../../../../src/lib/db.ts';
import { FormPage } from '../../../../src/features/forms/form-page.tsx';
import { useQueuedForms } from '../../../../src/features/forms/use-queued-forms.ts';
import type { FormKind } from '../../../../src/shared/forms.ts';
import { fakeRemote, type Reply } from '../auth/test-kit.ts';

/** Every forms suite: no stored drafts or queue, online, and no leftovers after each test. */
export function formTestHooks(): void {
  beforeEach(async () => {
    await clearUserData();
    setOnline(true);
  });
  afterEach(() => {
    cleanup();
    cancelQueueRetry();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

export const PATHS: Record<FormKind, string> = {
  contact: 'private/forms/contact',
  feedback: 'private/forms/feedback',
  business: 'private/forms/business',
};

export function sent(reference = 'CTC-2026-000123', message = 'Mesajul tău a fost trimis. Îți răspundem în cel mult o zi lucrătoare.'): Reply {
  return { status: 201, body: { data: { id: 7, reference, message } } };
}

export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** The connection returns: navigator.onLine and the `online` event, as the browser does. */
export async function comeBackOnline(): Promise<void> {
  setOnline(true);
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

/** The app's frame (the layout mounts useQueuedForms) with one form page, or another page. */
function App({ kind }: { kind: FormKind }) {
  useQueuedForms();
  const [onForm, setOnForm] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOnForm((v) => !v)}>
        {onForm ? 'Altă pagină' : 'Înapoi la formular'}
      </button>
      {onForm ? <FormPage kind={kind} /> : <h1>Altă pagină</h1>}
    </>
  );
}

export function renderPage(kind: FormKind) {
  return render(<App kind={kind} />);
}

export function remote() {
  return fakeRemote();
}

export function type(label: RegExp | string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function fillContact(): void {
  type(/^Nume și prenume/, 'Ana Pătrașcu');
  type(/^Adresa de e-mail/, 'ana@exemplu.ro');
  type(/^Subiectul mesajului/, 'livrare');
  type(/^Număr AWB/, '2345678901234');
  type(/^Mesajul tău/, 'Coletul meu nu a ajuns încă, deși statusul spune că a fost livrat ieri.');
}

export function fillFeedback(): void {
  fireEvent.click(screen.getByRole('radio', { name: /Mulțumit$/ }));
  type(/^Părerea ta/, 'Comanda a mers repede și ușor.');
}

export function fillBusiness(): void {
  type(/^Denumirea firmei/, 'Țesătoria Șerban SRL');
  type(/^CUI/, 'RO18547290');
  type(/^Persoana de contact/, 'Ștefan Șerban');
  type(/^Adresa de e-mail/, 'stefan@tesatoria.ro');
  type(/^Telefon/, '0722 123 456');
  type(/^Volumul lunar estimat/, '201-1000');
  fireEvent.click(screen.getByRole('checkbox', { name: 'România' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Uniunea Europeană' }));
}

export function submitButton(name: RegExp | string) {
  return screen.getByRole('button', { name });
}
