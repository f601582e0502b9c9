import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFormDraft } from '../../../../src/features/forms/form-storage.ts';
import { db } from '../../../../src/lib/db.ts';
import { FORM_MESSAGES } from '../../../../src/shared/forms.ts';
import { formTestHooks, PATHS, fillBusiness, fillContact, fillFeedback, remote, renderPage, sent, submitButton, type } from './forms-kit.tsx';

formTestHooks();

describe('rendering', () => {
  it('shows the contact page: heading, labelled fields with required marks and hints, side content, a hidden honeypot', async () => {
    remote();
    renderPage('contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /^Nume și prenume/ });
    expect(name.hasAttribute('required')).toBe(true);
    const phone = screen.getByRole('textbox', { name: /^Telefon \(opțional\)/ });
    expect(phone.hasAttribute('required')).toBe(false);
    expect(document.getElementById(phone.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Număr românesc, de exemplu 0722 123 456.');
    expect(screen.getByRole('combobox', { name: 'Subiectul mesajului' }).hasAttribute('required')).toBe(true);
    expect(screen.getByRole('option', { name: 'Livrarea unui colet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Cum ne poți contacta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Urmărește un colet după AWB' }).getAttribute('href')).toBe('/tracking');
    expect(screen.getByRole('link', { name: /^Informații utile/ }).getAttribute('href')).toBe('/info');

    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Nu completa/ })).toBeNull();
  });

  it('shows the feedback rating as a group of five radios with words', async () => {
    remote();
    renderPage('feedback');
    const group = screen.getByRole('group', { name: /Cât de mulțumit ești de Curiero\?/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(radios.map((r) => r.closest('.forms-choice__option')?.textContent)).toEqual([
      '1 Foarte nemulțumit',
      '2 Nemulțumit',
      '3 Nici mulțumit, nici nemulțumit',
      '4 Mulțumit',
      '5 Foarte mulțumit',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Ce se întâmplă cu părerea ta' })).toBeTruthy();
  });

  it('shows the business form: CUI, phone, volume select, destinations as checkboxes, what a company gets', async () => {
    remote();
    renderPage('business');
    expect(screen.getByRole('textbox', { name: /^CUI/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Telefon/ }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('combobox', { name: 'Volumul lunar estimat' })).toBeTruthy();
    const destinations = screen.getByRole('group', { name: /Unde trimiteți coletele\?/ });
    expect(within(destinations).getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual(['romania', 'ue', 'international']);
    expect(screen.getByRole('checkbox', { name: /ramburs/ })).toBeTruthy();
    expect(screen.getByText(/Prețuri negociate/)).toBeTruthy();
    // Only what the product does (issue #30): an invoice per payment, a month exported; no account manager.
    expect(screen.getByText(/factură cu e-Factura pentru fiecare plată; în cont exportați facturile unei luni/)).toBeTruthy();
    expect(screen.queryByText(/factură lunară|manager de cont/)).toBeNull();
    // What works for a shop today, linked; no promise of platform modules (issue #18).
    expect(screen.getByRole('link', { name: 'Creează o cheie API în cont' }).getAttribute('href')).toBe('/dashboard/api');
    expect(screen.getByText(/Module gata făcute pentru WooCommerce.*nu avem încă/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /integrări/i })).toBeNull();
  });

  it('sets the page meta description while the page is shown', async () => {
    remote();
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Curiero';
    document.head.append(meta);
    const view = renderPage('business');
    expect(meta.content).toMatch(/^Cere o ofertă Curiero pentru firme/);
    view.unmount();
    expect(meta.content).toBe('Curiero');
    meta.remove();
  });
});

describe('validation before sending', () => {
  it('says what is wrong next to each field and in a focused summary, and sends nothing', async () => {
    const api = remote();
    renderPage('contact');
    type(/^Adresa de e-mail/, 'ana@');
    fireEvent.click(submitButton('Trimite mesajul'));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain(`Nume și prenume: ${FORM_MESSAGES.required}`);
    expect(summary.textContent).toContain(`Adresa de e-mail: ${FORM_MESSAGES.email}`);
    expect(summary.textContent).toContain(`Subiectul mesajului: ${FORM_MESSAGES.topic}`);
    const email = screen.getByRole('textbox', { name: /^Adresa de e-mail/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(FORM_MESSAGES.email);
    expect((email as HTMLInputElement).value).toBe('ana@');
    // The summary's link takes the user to the field.
    fireEvent.click(within(summary).getByRole('link', { name: /^Nume și prenume/ }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Nume și prenume/ }));
    expect(api.to('POST', PATHS.contact)).toHaveLength(0);
  });

  it('asks for a rating and at least one destination', async () => {
    remote();
    renderPage('feedback');
    fireEvent.click(submitButton('Trimite părerea'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(`Nota: ${FORM_MESSAGES.rating}`));
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-invalid')).toBe('true');
    cleanup();

    renderPage('business');
    fireEvent.click(submitButton('Cere oferta'));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(`Destinațiile: ${FORM_MESSAGES.destinations}`);
    expect(summary.textContent).toContain(`Volumul lunar estimat: ${FORM_MESSAGES.volume}`);
  });
});

describe('sending', () => {
  it('sends the fields with the spam checks and a client_id, then announces the success and moves focus to it', async () => {
    const api = remote();
    api.on('POST', PATHS.contact, sent());
    renderPage('contact');
    fillContact();
    fireEvent.click(submitButton('Trimite mesajul'));
    const result = await screen.findByText('Mesaj trimis');
    const status = result.closest('[role="status"]') as HTMLElement;
    expect(status.textContent).toContain('Mesajul tău a fost trimis. Îți răspundem în cel mult o zi lucrătoare.');
    expect(status.textContent).toContain('Numărul de înregistrare: CTC-2026-000123.');
    await waitFor(() => expect(document.activeElement).toBe(status));

    const [call] = api.to('POST', PATHS.contact);
    const body = call!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ana Pătrașcu',
      email: 'ana@exemplu.ro',
      phone: '',
      topic: 'livrare',
      reference: '2345678901234',
      website: '',
    });
    expect(body.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(typeof body.started_at).toBe('number');
    expect(body.started_at as number).toBeLessThanOrEqual(Date.now());
    // The draft is gone; "write another" shows an empty form.
    await waitFor(async () => expect(await readFormDraft('contact')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Scrie alt mesaj' }));
    expect((screen.getByRole('textbox', { name: /^Nume și prenume/ }) as HTMLInputElement).value).toBe('');
  });

  it('sends what a bot typed into the hidden trap, so the server can tell', async () => {
    const api = remote();
    api.on('POST', PATHS.contact, sent());
    renderPage('contact');
    fillContact();
    fireEvent.change(document.querySelector<HTMLInputElement>('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    fireEvent.click(submitButton('Trimite mesajul'));
    await screen.findByText('Mesaj trimis');
    expect((api.to('POST', PATHS.contact)[0]!.body as Record<string, unknown>).website).toBe('https://spam.example');
  });

  it('sends the feedback rating as a number and the business destinations as a list', async () => {
    const api = remote();
    api.on('POST', PATHS.feedback, sent('FDB-1', 'Îți mulțumim! Părerea ta a ajuns la echipa Curiero.'));
    api.on('POST', PATHS.business, sent('BIZ-1', 'Cererea de ofertă a fost trimisă. Te contactăm în cel mult două zile lucrătoare.'));
    renderPage('feedback');
    fillFeedback();
    fireEvent.click(submitButton('Trimite părerea'));
    expect(await screen.findByText('Îți mulțumim! Părerea ta a ajuns la echipa Curiero.')).toBeTruthy();
    expect(screen.getByText('Numărul de înregistrare: FDB-1.')).toBeTruthy(); // no e-mail given: no mention of one
    expect(api.to('POST', PATHS.feedback)[0]?.body).toMatchObject({ rating: 4, message: 'Comanda a mers repede și ușor.', name: '', email: '' });
    cleanup();

    renderPage('business');
    fillBusiness();
    fireEvent.click(submitButton('Cere oferta'));
    expect(await screen.findByText('Cerere trimisă')).toBeTruthy();
    expect(api.to('POST', PATHS.business)[0]?.body).toMatchObject({
      company: 'Țesătoria Șerban SRL',
      cui: 'RO18547290',
      monthly_volume: '201-1000',
      destinations: ['romania', 'ue'],
      cash_on_delivery: false,
    });
  });

  it('shows the server refusal (422) at the fields, a timing failure above them, and keeps the values', async () => {
    const api = remote();
    api.on('POST', PATHS.contact, {
      status: 422,
      body: { message: FORM_MESSAGES.invalid, errors: { email: 'Adresa de e-mail nu poate primi mesaje.', form: FORM_MESSAGES.tooFast } },
    });
    renderPage('contact');
    fillContact();
    fireEvent.click(submitButton('Trimite mesajul'));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary.textContent).toContain(FORM_MESSAGES.tooFast));
    expect(summary.textContent).toContain('Adresa de e-mail: Adresa de e-mail nu poate primi mesaje.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const email = screen.getByRole('textbox', { name: /^Adresa de e-mail/ }) as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('ana@exemplu.ro');
    expect(screen.getByText('Adresa de e-mail nu poate primi mesaje.', { selector: '.field__error' })).toBeTruthy();
    expect(await db.pendingForms.count()).toBe(0);
  });

  it('says in Romanian when too many messages were sent (429) and when the server fails', async () => {
    const api = remote();
    api.on('POST', PATHS.contact, { status: 429, body: { message: 'Too many' } });
    renderPage('contact');
    fillContact();
    fireEvent.click(submitButton('Trimite mesajul'));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary.textContent).toContain(FORM_MESSAGES.tooMany));
    expect((screen.getByRole('textbox', { name: /^Nume și prenume/ }) as HTMLInputElement).value).toBe('Ana Pătrașcu');

    api.on('POST', PATHS.contact, { status: 500, body: { message: 'boom' } });
    fireEvent.click(submitButton('Trimite mesajul'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Formularul nu a putut fi trimis din cauza unei erori la noi.'));
    expect(await db.pendingForms.count()).toBe(0);
  });
});

describe('the draft on this device', () => {
  it('autosaves what is typed and offers it back after a reload; "Golește formularul" drops it', async () => {
    remote();
    renderPage('business');
    fillBusiness();
    fireEvent.click(screen.getByRole('checkbox', { name: /ramburs/ }));
    await waitFor(async () => expect((await readFormDraft('business'))?.values.cash_on_delivery).toBe(true), { timeout: 2000 });
    const first = await readFormDraft('business');
    cleanup(); // the tab closes

    renderPage('business');
    expect(await screen.findByText(/Am păstrat ce ai scris pe/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Denumirea firmei/ }) as HTMLInputElement).value).toBe('Țesătoria Șerban SRL');
    expect((screen.getByRole('combobox', { name: 'Volumul lunar estimat' }) as HTMLSelectElement).value).toBe('201-1000');
    expect((screen.getByRole('checkbox', { name: 'Uniunea Europeană' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'În afara UE' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /ramburs/ }) as HTMLInputElement).checked).toBe(true);
    // Same form session: the time it was first shown and the submission's key are kept.
    type(/^Persoana de contact/, 'Ștefan Șerban-Popa');
    await waitFor(async () => expect((await readFormDraft('business'))?.values.contact_name).toBe('Ștefan Șerban-Popa'), { timeout: 2000 });
    const second = await readFormDraft('business');
    expect(second?.startedAt).toBe(first?.startedAt);
    expect(second?.clientId).toBe(first?.clientId);

    fireEvent.click(screen.getByRole('button', { name: 'Golește formularul' }));
    await waitFor(async () => expect(await readFormDraft('business')).toBeNull());
    expect((screen.getByRole('textbox', { name: /^Denumirea firmei/ }) as HTMLInputElement).value).toBe('');
  });

  it('keeps one draft per form', async () => {
    remote();
    renderPage('contact');
    type(/^Nume și prenume/, 'Ana');
    await waitFor(async () => expect((await readFormDraft('contact'))?.values.name).toBe('Ana'), { timeout: 2000 });
    cleanup();
    renderPage('feedback');
    type(/^Părerea ta/, 'Totul a fost bine.');
    await waitFor(async () => expect((await readFormDraft('feedback'))?.values.message).toBe('Totul a fost bine.'), { timeout: 2000 });
    expect((await readFormDraft('contact'))?.values.name).toBe('Ana');
    expect(screen.queryByText(/Am păstrat ce ai scris/)).toBeNull();
  });
});

describe('taking over the prerendered form', () => {
  it('keeps what was typed before the app loaded', async () => {
    remote();
    // The prerendered form, typed into before the app's JavaScript ran.
    const before = document.createElement('div');
    before.innerHTML = '<input id="contact-name" value=""><textarea id="contact-message"></textarea><select id="contact-topic"><option value=""></option><option value="retur">Retururi</option></select>';
    document.body.append(before);
    (document.getElementById('contact-name') as HTMLInputElement).value = 'Ion Vasile';
    (document.getElementById('contact-message') as HTMLTextAreaElement).value = 'Am scris asta înainte să se încarce pagina.';
    (document.getElementById('contact-topic') as HTMLSelectElement).value = 'retur';
    renderPage('contact');
    before.remove();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Nume și prenume/ }) as HTMLInputElement).value).toBe('Ion Vasile'));
    expect((screen.getByRole('textbox', { name: /^Mesajul tău/ }) as HTMLTextAreaElement).value).toBe('Am scris asta înainte să se încarce pagina.');
    expect((screen.getByRole('combobox', { name: 'Subiectul mesajului' }) as HTMLSelectElement).value).toBe('retur');
  });
});
