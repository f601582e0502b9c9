import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendQueuedForms } from '../../../../src/features/forms/form-queue.ts';
import { listPending, queueSubmission, readFormDraft } from '../../../../src/features/forms/form-storage.ts';
import { emptyValues } from '../../../../src/features/forms/form-values.ts';
import { roForms } from '../../../../src/i18n/ro-forms.ts';
import { db } from '../../../../src/lib/db.ts';
import { FORM_MESSAGES } from '../../../../src/shared/forms.ts';
import { observeToasts, settleToasts } from '../auth/test-kit.ts';
import { formTestHooks, PATHS, comeBackOnline, fillContact, remote, renderPage, sent, setOnline, submitButton } from './forms-kit.tsx';

formTestHooks();

async function sendOffline() {
  setOnline(false);
  fillContact();
  fireEvent.click(submitButton('Trimite mesajul'));
  const text = await screen.findByText(roForms.queued.contact);
  const status = text.closest('[role="status"]') as HTMLElement;
  await waitFor(() => expect(document.activeElement).toBe(status));
  await waitFor(async () => expect(await db.pendingForms.count()).toBe(1));
  return status;
}

describe('a form sent without network', () => {
  it('is kept on the device, the user is told, and it is sent once when the connection returns', async () => {
    const toasts = observeToasts();
    const api = remote();
    api.on('POST', PATHS.contact, sent());
    renderPage('contact');
    const status = await sendOffline();
    expect(status.textContent).toContain('Fără conexiune: păstrat pe acest dispozitiv');
    expect(api.to('POST', PATHS.contact)).toHaveLength(0);
    const [row] = await listPending();
    expect(row).toMatchObject({ kind: 'contact', status: 'queued', values: { name: 'Ana Pătrașcu', topic: 'livrare' } });
    expect(await readFormDraft('contact')).toBeNull(); // the values live in the queue now

    await comeBackOnline();
    expect(await screen.findByText('Mesaj trimis')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('contact-rezultat')));
    expect(api.to('POST', PATHS.contact)).toHaveLength(1);
    expect(api.to('POST', PATHS.contact)[0]?.body).toMatchObject({ client_id: row!.clientId, started_at: row!.startedAt, website: '', name: 'Ana Pătrașcu' });
    await settleToasts();
    expect(toasts.shown()).toContain(`success: ${roForms.sentAway.contact}`);
    expect(await db.pendingForms.count()).toBe(0);

    // The connection flickers again: nothing is sent twice.
    await comeBackOnline();
    await act(async () => {
      await sendQueuedForms();
    });
    expect(api.to('POST', PATHS.contact)).toHaveLength(1);
  });

  it('is sent when the connection returns even on another page of the app', async () => {
    const toasts = observeToasts();
    const api = remote();
    api.on('POST', PATHS.contact, sent());
    renderPage('contact');
    await sendOffline();
    const [row] = await listPending();
    fireEvent.click(screen.getByRole('button', { name: 'Altă pagină' }));
    expect(screen.queryByRole('heading', { name: 'Contact' })).toBeNull();

    await comeBackOnline();
    await waitFor(() => expect(api.to('POST', PATHS.contact)).toHaveLength(1));
    expect((api.to('POST', PATHS.contact)[0]?.body as { client_id: string }).client_id).toBe(row!.clientId);
    await waitFor(async () => expect(await db.pendingForms.count()).toBe(0));
    await settleToasts();
    expect(toasts.shown()).toContain(`success: ${roForms.sentAway.contact}`);
  });

  it('is kept when the request fails for network reasons, and sent with the same client_id later', async () => {
    const api = remote();
    api.on('POST', PATHS.contact, 'network-error');
    renderPage('contact');
    fillContact();
    fireEvent.click(submitButton('Trimite mesajul'));
    expect(await screen.findByText(roForms.queued.contact)).toBeTruthy();
    await waitFor(async () => expect(await db.pendingForms.count()).toBe(1));
    const firstTry = api.to('POST', PATHS.contact)[0]?.body as { client_id: string };

    api.on('POST', PATHS.contact, sent());
    await comeBackOnline();
    expect(await screen.findByText('Mesaj trimis')).toBeTruthy();
    const calls = api.to('POST', PATHS.contact);
    expect(calls).toHaveLength(2);
    expect((calls[1]?.body as { client_id: string }).client_id).toBe(firstTry.client_id);
  });

  it('sends each queued submission once when two runs start together (online event and page)', async () => {
    const api = remote();
    let answered = 0;
    api.on('POST', PATHS.contact, async () => {
      await new Promise((r) => setTimeout(r, 30));
      answered += 1;
      return sent(`CTC-${answered}`);
    });
    setOnline(false);
    await queueSubmission({ kind: 'contact', values: { ...emptyValues('contact'), name: 'Ana' }, startedAt: 1, clientId: '11111111-1111-4111-8111-111111111111' });
    await queueSubmission({ kind: 'contact', values: { ...emptyValues('contact'), name: 'Ion' }, startedAt: 2, clientId: '22222222-2222-4222-8222-222222222222' });
    setOnline(true);
    const [a, b] = await Promise.all([sendQueuedForms(), sendQueuedForms()]);
    expect(a).toBe(b);
    expect(api.to('POST', PATHS.contact).map((c) => (c.body as { name: string }).name)).toEqual(['Ana', 'Ion']);
    expect(await db.pendingForms.count()).toBe(0);
  });

  it('stays queued while the server refuses for now (429, 5xx) and offline', async () => {
    const api = remote();
    api.on('POST', PATHS.contact, { status: 429, body: { message: FORM_MESSAGES.tooMany } });
    setOnline(false);
    await queueSubmission({ kind: 'contact', values: emptyValues('contact'), startedAt: 1, clientId: '33333333-3333-4333-8333-333333333333' });
    expect(await sendQueuedForms()).toEqual([]); // offline: nothing asked
    expect(api.calls).toHaveLength(0);
    setOnline(true);
    expect(await sendQueuedForms()).toEqual([]);
    api.on('POST', PATHS.contact, { status: 503, body: { message: 'indisponibil' } });
    expect(await sendQueuedForms()).toEqual([]);
    expect(await listPending()).toMatchObject([{ status: 'queued' }]);
  });
});

describe('a queued submission the server refuses (422)', () => {
  const refused = { status: 422, body: { message: FORM_MESSAGES.invalid, errors: { email: 'Adresa de e-mail nu poate primi mesaje.' } } };

  it('goes back into the open form with its errors', async () => {
    const toasts = observeToasts();
    const api = remote();
    api.on('POST', PATHS.contact, refused);
    renderPage('contact');
    await sendOffline();
    await comeBackOnline();
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary.textContent).toContain('Adresa de e-mail: Adresa de e-mail nu poate primi mesaje.'));
    expect(summary.textContent).toContain(roForms.rejected);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect((screen.getByRole('textbox', { name: /^Nume și prenume/ }) as HTMLInputElement).value).toBe('Ana Pătrașcu');
    expect(screen.getByRole('textbox', { name: /^Adresa de e-mail/ }).getAttribute('aria-invalid')).toBe('true');
    expect(await db.pendingForms.count()).toBe(0);
    expect((await readFormDraft('contact'))?.values.name).toBe('Ana Pătrașcu');
    await settleToasts();
    expect(toasts.shown().filter((t) => t.startsWith('error:'))).toEqual([]); // shown in place

    // Corrected and sent again: with the same client_id (the refused one was never stored).
    const queuedId = (api.to('POST', PATHS.contact)[0]?.body as { client_id: string }).client_id;
    api.on('POST', PATHS.contact, sent());
    fireEvent.click(submitButton('Trimite mesajul'));
    expect(await screen.findByText('Mesaj trimis')).toBeTruthy();
    expect((api.to('POST', PATHS.contact)[1]?.body as { client_id: string }).client_id).toBe(queuedId);
  });

  it('refused while the user is on another page: a toast offers the form, which opens with the errors', async () => {
    const toasts = observeToasts();
    const api = remote();
    api.on('POST', PATHS.contact, refused);
    renderPage('contact');
    await sendOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Altă pagină' }));
    await comeBackOnline();
    await waitFor(async () => expect(await listPending()).toMatchObject([{ status: 'rejected', errors: { email: 'Adresa de e-mail nu poate primi mesaje.' } }]));
    await settleToasts();
    expect(toasts.shown()).toContain(`error: ${roForms.rejectedAway.contact}`);

    fireEvent.click(screen.getByRole('button', { name: 'Înapoi la formular' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary.textContent).toContain('Adresa de e-mail nu poate primi mesaje.'));
    expect((screen.getByRole('textbox', { name: /^Adresa de e-mail/ }) as HTMLInputElement).value).toBe('ana@exemplu.ro');
    expect(await db.pendingForms.count()).toBe(0);
    expect(api.to('POST', PATHS.contact)).toHaveLength(1); // not sent again by itself
  });
});
