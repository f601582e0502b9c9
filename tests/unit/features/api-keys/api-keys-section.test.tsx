// The dashboard's API keys against a scripted server: the empty state, a name that is too short (said
// in place, nothing sent), a key created (sent with its scope and mode, its secret shown once and
// focused, copied), the server's field message kept next to what was typed, revoking after a
// confirmation, and a retry after a failed load.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiKeysSection } from '../../../../src/features/api-keys/api-keys-section.tsx';
import type { ApiKey } from '../../../../src/features/api-keys/api-keys-api.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const KEY: ApiKey = {
  id: 3,
  name: 'Magazin online',
  prefix: 'cur_test_AbCd1234',
  scope: 'read_write',
  mode: 'test',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const SECRET = `cur_test_AbCd1234${'x'.repeat(47)}`;

let remote: FakeRemote;
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  remote = fakeRemote();
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderSection = () =>
  render(
    <MemoryRouter>
      <ApiKeysSection />
    </MemoryRouter>,
  );

describe('ApiKeysSection', () => {
  it('creates a key: checks the name, sends scope and mode, shows the secret once, focused, with a copy button', async () => {
    let listed: ApiKey[] = [];
    remote.on('GET', 'private/api-keys', () => ({ status: 200, body: { data: listed } }));
    remote.on('POST', 'private/api-keys', () => {
      listed = [KEY];
      return { status: 201, body: { data: { key: SECRET, api_key: KEY }, message: 'Cheia a fost creată.' } };
    });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Nu ai încă nicio cheie API' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Numele cheii'), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Creează cheia' }));
    expect(await screen.findByText('Numele cheii trebuie să aibă între 2 și 60 de caractere.')).toBeTruthy();
    expect(remote.to('POST', 'private/api-keys')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Numele cheii'), { target: { value: 'Magazin online' } });
    fireEvent.change(screen.getByLabelText('Acces'), { target: { value: 'read' } });
    fireEvent.click(screen.getByRole('button', { name: 'Creează cheia' }));
    const box = await screen.findByRole('group', { name: 'Cheia ta nouă' });
    expect(remote.to('POST', 'private/api-keys')[0]!.body).toEqual({ name: 'Magazin online', scope: 'read', mode: 'test' });
    expect((within(box).getByRole('textbox') as HTMLInputElement).value).toBe(SECRET);
    expect(document.activeElement).toBe(box);
    fireEvent.click(within(box).getByRole('button', { name: 'Copiază' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(box).findByText('Cheia a fost copiată.')).toBeTruthy();
    expect(await screen.findByText('cur_test_AbCd1234…')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Am copiat-o, ascunde' }));
    expect(screen.queryByRole('group', { name: 'Cheia ta nouă' })).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("keeps what was typed and shows the server's message next to the field", async () => {
    remote.on('GET', 'private/api-keys', { status: 200, body: { data: [] } });
    remote.on('POST', 'private/api-keys', {
      status: 422,
      body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { mode: ['Alege modul: test sau live.'] } },
    });
    renderSection();
    await screen.findByRole('heading', { name: 'Nu ai încă nicio cheie API' });
    fireEvent.change(screen.getByLabelText('Numele cheii'), { target: { value: 'Cheia mea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Creează cheia' }));
    expect(await screen.findByText('Alege modul: test sau live.')).toBeTruthy();
    expect((screen.getByLabelText('Numele cheii') as HTMLInputElement).value).toBe('Cheia mea');
  });

  it('revokes a key after a confirmation, and only then', async () => {
    let listed: ApiKey[] = [KEY];
    remote.on('GET', 'private/api-keys', () => ({ status: 200, body: { data: listed } }));
    remote.on('DELETE', 'private/api-keys/3', () => {
      listed = [{ ...KEY, revoked_at: '2026-11-24T10:00:00.000Z' }];
      return { status: 200, body: { data: listed[0], message: 'Cheia a fost revocată.' } };
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderSection();
    const revoke = await screen.findByRole('button', { name: 'Revocă: Magazin online' });
    fireEvent.click(revoke);
    expect(remote.to('DELETE', 'private/api-keys/3')).toHaveLength(0);
    fireEvent.click(revoke);
    expect(await screen.findByText('Cheia „Magazin online” a fost revocată.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revocă: Magazin online' })).toBeNull());
    expect(screen.getByText(/revocată \(/)).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    remote.on('GET', 'private/api-keys', () => (fail ? { status: 500, body: { reason: 'server_error', message: 'Eroare.' } } : { status: 200, body: { data: [KEY] } }));
    renderSection();
    expect(await screen.findByText('Nu am putut încărca cheile. Încearcă din nou.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText('Magazin online')).toBeTruthy();
  });
});
