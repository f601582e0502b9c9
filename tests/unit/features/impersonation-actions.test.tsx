// In an admin's session as the customer the server refuses API keys, webhook secrets and payments
// (403); the forms say so first: their button is disabled and described by the session's note.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeysSection } from '../../../src/features/api-keys/api-keys-section.tsx';
import { WebhooksPanel } from '../../../src/features/webhooks/webhooks-panel.tsx';
import { roImpersonation } from '../../../src/i18n/ro-impersonation.ts';
import { STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';
import { fakeRemote, type FakeRemote } from './auth/test-kit.ts';

const ENDPOINT = {
  id: 5,
  url: 'https://magazinul-meu.ro/webhooks/curiero',
  description: 'Magazinul principal',
  events: ['order.created'],
  is_active: true,
  mode: 'live',
  created_at: '2026-03-02T09:15:00.000Z',
  updated_at: '2026-03-02T09:15:00.000Z',
};

let remote: FakeRemote;
beforeEach(() => {
  remote = fakeRemote();
  remote.on('GET', 'private/api-keys', () => ({ status: 200, body: { data: [] } }));
  remote.on('GET', 'private/webhooks', () => ({ status: 200, body: { data: [ENDPOINT] } }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const described = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

describe('an admin acting as the customer', () => {
  it('cannot create an API key: the button is disabled and says why', async () => {
    localStorage.setItem(STORAGE_KEYS.adminLogin, '1');
    render(
      <MemoryRouter>
        <ApiKeysSection />
      </MemoryRouter>,
    );
    const create = screen.getByRole('button', { name: /Creează/ });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(described(create)).toBe(roImpersonation.note);
  });

  it('cannot add a webhook nor see or rotate its secret; pausing stays', async () => {
    localStorage.setItem(STORAGE_KEYS.adminLogin, '1');
    render(<WebhooksPanel />);
    const card = (await screen.findAllByText(ENDPOINT.url))[0]!.closest('li')!;
    for (const name of [/Arată secretul/, /Secret nou/]) {
      const button = within(card).getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled, String(name)).toBe(true);
      expect(described(button)).toBe(roImpersonation.note);
    }
    expect((within(card).getByRole('button', { name: /Pune pe pauză/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: /Adaugă/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a customer in their own session is not limited', () => {
    render(
      <MemoryRouter>
        <ApiKeysSection />
      </MemoryRouter>,
    );
    expect((screen.getByRole('button', { name: /Creează/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(roImpersonation.note)).toBeNull();
  });
});
