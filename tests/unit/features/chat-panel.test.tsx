import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatState, startNewChatMessage } from '../../../src/features/chat/chat-store.ts';
import { validateChat } from '../../../src/features/chat/chat-validation.ts';
import { ChatPanel, resolveChatMode } from '../../../src/features/chat/chat-widget.tsx';
import { ro } from '../../../src/i18n/ro.ts';

// jsdom may lack the modal dialog API; the browser's behaviour that matters here is "open" + "close".
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof proto.close !== 'function') {
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  chatState.values = { name: '', email: '', message: '' };
  startNewChatMessage();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('chat-widget-script')?.remove();
});

function fill(values: { name?: string; email?: string; message?: string }) {
  render(<ChatPanel open onClose={() => undefined} />);
  if (values.name !== undefined) fireEvent.change(screen.getByLabelText(ro.chat.nameLabel), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(screen.getByLabelText(ro.chat.emailLabel), { target: { value: values.email } });
  if (values.message !== undefined) fireEvent.change(screen.getByLabelText(ro.chat.messageLabel), { target: { value: values.message } });
  fireEvent.click(screen.getByRole('button', { name: ro.chat.submit }));
}

describe('chat validation', () => {
  it('mirrors the server: email format, message 2..2000 characters', () => {
    expect(validateChat({ name: '', email: 'ana@example.ro', message: 'Salut' })).toEqual({});
    expect(validateChat({ name: '', email: 'ana@', message: 'Salut' }).email).toBe(ro.chat.emailInvalid);
    expect(validateChat({ name: '', email: '', message: 'Salut' }).email).toBe(ro.chat.emailRequired);
    expect(validateChat({ name: '', email: 'a@b.ro', message: ' x ' }).message).toBe(ro.chat.messageTooShort);
    expect(validateChat({ name: '', email: 'a@b.ro', message: 'x'.repeat(2001) }).message).toBe(ro.chat.messageTooLong);
  });
});

describe('ChatPanel', () => {
  it('has labelled fields and focuses the first one when opened', async () => {
    render(<ChatPanel open onClose={() => undefined} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(ro.chat.nameLabel)));
    expect(screen.getByLabelText(ro.chat.emailLabel)).toBeTruthy();
    expect(screen.getByLabelText(ro.chat.messageLabel)).toBeTruthy();
  });

  it('posts the message with the current page and shows the success state on 201', async () => {
    fetchMock.mockResolvedValue(json(201, { data: { id: 1, created_at: '2025-01-01T00:00:00Z' } }));
    fill({ name: 'Ana', email: 'ana@example.ro', message: 'Când vine curierul?' });
    expect(await screen.findByText(ro.chat.success)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/private/chat/messages');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ana', email: 'ana@example.ro', message: 'Când vine curierul?', page: '/' });
  });

  it('blocks an invalid email on the client, with a Romanian field error and the text kept', async () => {
    fill({ email: 'nu-e-email', message: 'Mesajul meu' });
    const email = screen.getByLabelText(ro.chat.emailLabel);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(ro.chat.emailInvalid);
    expect(screen.getByRole('alert').textContent).toContain(ro.chat.emailInvalid);
    expect((screen.getByLabelText(ro.chat.messageLabel) as HTMLTextAreaElement).value).toBe('Mesajul meu');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps a 422 to field errors next to the fields and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        reason: 'validation_failed',
        message: 'Datele trimise nu sunt valide.',
        errors: { email: ['Adresa de e-mail nu este validă.'], message: ['Mesajul trebuie să aibă între 2 și 2000 de caractere.'] },
      }),
    );
    fill({ email: 'ana@example.ro', message: 'Mesaj păstrat' });
    const message = screen.getByLabelText(ro.chat.messageLabel);
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(ro.chat.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Mesajul trebuie să aibă între 2 și 2000 de caractere.').id).toBe(message.getAttribute('aria-describedby'));
    expect(screen.getByRole('alert').textContent).toContain('Adresa de e-mail nu este validă.');
    expect((message as HTMLTextAreaElement).value).toBe('Mesaj păstrat');
    expect((screen.getByLabelText(ro.chat.emailLabel) as HTMLInputElement).value).toBe('ana@example.ro');
  });

  it('says there is no connection on a network error and keeps the text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    fill({ email: 'ana@example.ro', message: 'Nu se pierde' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ro.chat.offline));
    expect((screen.getByLabelText(ro.chat.messageLabel) as HTMLTextAreaElement).value).toBe('Nu se pierde');
  });

  it('calls onClose when the dialog closes (Esc, close button)', () => {
    const onClose = vi.fn();
    render(<ChatPanel open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: ro.chat.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('resolveChatMode', () => {
  it('uses the built-in panel when no widget is configured and injects nothing', async () => {
    fetchMock.mockResolvedValue(json(200, { chat: { widgetUrl: null }, firebase: null, release: 'dev' }));
    expect(await resolveChatMode()).toBe('builtin');
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('injects the configured third-party script, async, only then', async () => {
    fetchMock.mockResolvedValue(json(200, { chat: { widgetUrl: 'https://chat.example.com/w.js' }, firebase: null, release: 'dev' }));
    expect(await resolveChatMode()).toBe('external');
    const script = document.getElementById('chat-widget-script') as HTMLScriptElement;
    expect(script.src).toBe('https://chat.example.com/w.js');
    expect(script.async).toBe(true);
  });

  it('falls back to the built-in panel when the config cannot be fetched', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(await resolveChatMode()).toBe('builtin');
  });
});
