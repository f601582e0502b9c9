// The docs renderer: inline markup as elements (never HTML), examples with keyboard tabs, a copy
// button that copies what is shown and says so, the user's key prefix in place of the placeholder,
// field tables, and the search's matching (diacritics ignored, titles first).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeExample } from '../../../../src/features/docs/code-example.tsx';
import { DocBlocks } from '../../../../src/features/docs/doc-blocks.tsx';
import { KEY_PLACEHOLDER, type CodeBlock, type DocPage } from '../../../../src/features/docs/docs-types.ts';
import { InlineText } from '../../../../src/features/docs/inline-text.tsx';
import { buildSearchIndex, normalize, searchDocs } from '../../../../src/features/docs/search-index.ts';

const EXAMPLE: CodeBlock = {
  kind: 'code',
  caption: 'Exemplu de cerere',
  samples: [
    { lang: 'curl', code: `# export CURIERO_API_KEY=${KEY_PLACEHOLDER}\ncurl -sS https://curiero.ro/api/public/v1/account/profile` },
    { lang: 'js', code: `// export CURIERO_API_KEY=${KEY_PLACEHOLDER}\nconst res = await fetch('https://curiero.ro/api/public/v1/account/profile');` },
    { lang: 'php', code: "<?php\n$ch = curl_init('https://curiero.ro/api/public/v1/account/profile');" },
  ],
};

afterEach(cleanup);

const attr = (el: Element, name: string) => el.getAttribute(name);

describe('inline text', () => {
  it('renders code, bold and links, and leaves HTML as text', () => {
    const { container } = render(<InlineText text="Antetul `X-API-Key` este **obligatoriu**: vezi [erorile](/docs/erori) și [RFC](https://example.com). <b>nu</b>" />);
    expect(container.querySelector('code')?.textContent).toBe('X-API-Key');
    expect(container.querySelector('strong')?.textContent).toBe('obligatoriu');
    expect(attr(screen.getByRole('link', { name: 'erorile' }), 'href')).toBe('/docs/erori');
    expect(attr(screen.getByRole('link', { name: 'RFC' }), 'rel')).toBe('noopener noreferrer');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>nu</b>');
  });
});

describe('an example', () => {
  it('switches languages with the mouse and the arrow keys', async () => {
    render(<CodeExample block={EXAMPLE} />);
    expect(attr(screen.getByRole('tab', { name: 'curl' }), 'aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('curl -sS');
    fireEvent.click(screen.getByRole('tab', { name: 'PHP' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('curl_init(');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'PHP' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'curl' })).toBe(document.activeElement);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'curl' }), { key: 'End' });
    expect(attr(screen.getByRole('tab', { name: 'PHP' }), 'aria-selected')).toBe('true');
    // Only the chosen language is in the page.
    expect([...document.querySelectorAll('pre[data-lang]')].map((pre) => pre.getAttribute('data-lang'))).toEqual(['php']);
  });

  it('copies the shown code, with the user key prefix, and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CodeExample block={EXAMPLE} keyPrefix="cur_test_AbCdEf123456" />);
    expect(screen.getByRole('tabpanel').textContent).toContain('CURIERO_API_KEY=cur_test_AbCdEf123456…');
    expect(screen.getByRole('tabpanel').textContent).not.toContain(KEY_PLACEHOLDER);
    fireEvent.click(screen.getByRole('button', { name: 'Copiază' }));
    expect(await screen.findByText('Copiat în clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('export CURIERO_API_KEY=cur_test_AbCdEf123456…\ncurl -sS'));
    expect(screen.getByRole('status').textContent).toContain('Copiat în clipboard.');
  });

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('no')) }, configurable: true });
    render(<CodeExample block={EXAMPLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copiază' }));
    expect(await screen.findByText(/Nu s-a putut copia/)).toBeTruthy();
  });
});

describe('blocks', () => {
  it('render headings with anchors, field tables with required markers, and the call', () => {
    render(
      <DocBlocks
        blocks={[
          { kind: 'h2', id: 'creeaza-o-comanda', text: 'Creează o comandă' },
          { kind: 'endpoint', method: 'POST', path: '/orders', scope: 'read_write' },
          { kind: 'fields', caption: 'Corpul cererii (JSON)', rows: [{ name: 'carrier_id', type: 'integer', required: true, constraints: 'min. 1', description: 'Curierul.' }] },
          { kind: 'fields', caption: 'Câmpurile răspunsului', answer: true, rows: [{ name: 'id', type: 'integer', required: false, constraints: '', description: 'Id-ul.' }] },
        ]}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: /Creează o comandă/ });
    expect(attr(heading, 'id')).toBe('creeaza-o-comanda');
    expect(attr(screen.getByRole('link', { name: 'Link către secțiunea „Creează o comandă”' }), 'href')).toBe('#creeaza-o-comanda');
    expect(screen.getByText('POST')).toBeTruthy();
    expect(screen.getByText(/cheie read_write/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Corpul cererii (JSON)' }).textContent).toContain('obligatoriu');
    expect(screen.getByRole('table', { name: 'Câmpurile răspunsului' }).textContent).not.toContain('opțional');
  });
});

describe('the search', () => {
  const page = (path: string, title: string, h2: string, text: string): DocPage => ({
    path,
    title,
    description: '',
    lead: text,
    blocks: [
      { kind: 'h2', id: 'sectiune', text: h2 },
      { kind: 'p', text },
    ],
  });
  const index = buildSearchIndex([
    page('/docs/idempotenta', 'Cereri idempotente', 'Antetul Idempotency-Key', 'Aceeași cheie, același răspuns.'),
    page('/docs/api/repayments/get-repayments', 'Lista rambursurilor', 'Rambursurile', 'Sumele încasate la livrare.'),
    page('/docs/erori', 'Erori', 'Coduri', 'Un ramburs nu apare aici decât în text.'),
  ]);

  it('ignores diacritics and case', () => {
    expect(normalize('Încasări ȘI Țări')).toBe('incasari si tari');
    expect(searchDocs(index, 'IDEMPOTENȚE').map((r) => r.to)).toContain('/docs/idempotenta');
  });

  it('ranks titles above text and needs every word', () => {
    const results = searchDocs(index, 'ramb');
    expect(results[0]?.to).toMatch(/^\/docs\/api\/repayments\/get-repayments/);
    expect(results.some((r) => r.to.startsWith('/docs/erori'))).toBe(true);
    expect(searchDocs(index, 'ramburs idempotency')).toEqual([]);
    expect(searchDocs(index, '   ')).toEqual([]);
  });
});
