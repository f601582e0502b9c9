import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VatPage } from '../../../../src/features/vat/vat-page.tsx';
import { VAT_PAGE_COPY } from '../../../../src/features/vat/vat-copy.ts';
import { roVat } from '../../../../src/i18n/ro-vat.ts';
import { STORAGE_KEYS } from '../../../../src/lib/storage-keys.ts';
import { notify, type ToastApi } from '../../../../src/lib/toast.ts';

vi.mock('../../../../src/lib/toast.ts', () => ({ notify: vi.fn() }));

const t = roVat;
const value = (key: 'net' | 'vat' | 'gross') => screen.getByTestId(`vat-${key}`).textContent;
const type = (label: string | RegExp, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

/** Renders the page and waits until the stored inputs (if any) have been read after mount. */
async function renderPage(tool: 'calculator' | 'extractor' = 'calculator') {
  const view = render(<VatPage tool={tool} />);
  // The first effect reads storage and writes it back once ready.
  await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.vatTools)).not.toBeNull());
  return view;
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeEach(() => {
  vi.mocked(notify).mockReset();
});

afterEach(() => {
  cleanup();
  setClipboard(undefined);
});

describe('the VAT page', () => {
  it('shows the heading, the lead, the rates with their dates and legal basis, the FAQ and a link to the other tool', async () => {
    await renderPage('calculator');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(VAT_PAGE_COPY.calculator.h1);
    expect(h1.id).toBe('titlu-pagina');
    expect(screen.getByText(VAT_PAGE_COPY.calculator.lead)).toBeTruthy();
    const rates = screen.getByRole('region', { name: 'Cotele de TVA în România' });
    expect(rates.textContent).toContain('Legea 141/2025');
    expect(rates.textContent).toContain('Legea 227/2015');
    expect(rates.textContent).toContain('art. 291');
    expect(rates.textContent).toContain('până la 1 august 2026');
    expect(document.querySelectorAll('details > summary')).toHaveLength(VAT_PAGE_COPY.calculator.faq.length);
    expect(screen.getByRole('link', { name: t.otherTool.calculator.link }).getAttribute('href')).toBe('/extractor-tva');
  });

  it('the extractor links back to the calculator', async () => {
    await renderPage('extractor');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(VAT_PAGE_COPY.extractor.h1);
    expect(screen.getByRole('link', { name: t.otherTool.extractor.link }).getAttribute('href')).toBe('/calculator-tva');
  });

  it('keeps an amount typed into the prerendered page before the app took it over', async () => {
    localStorage.setItem(STORAGE_KEYS.vatTools, JSON.stringify({ calculator: { amount: '999' } }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VatPage tool="calculator" />);
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('#vat-calculator-amount')!;
    input.value = '1.000,50';
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrateRoot(container, <VatPage tool="calculator" />);
    });
    await waitFor(() => expect(value('gross')).toBe('1.210,61 lei'));
    expect(input.value).toBe('1.000,50');
    act(() => root?.unmount());
    container.remove();
  });

  it('renders on the server without touching storage, with the neutral form', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    localStorage.setItem(STORAGE_KEYS.vatTools, JSON.stringify({ calculator: { amount: '999' } }));
    getItem.mockClear();
    const html = renderToString(<VatPage tool="calculator" />);
    expect(getItem).not.toHaveBeenCalled();
    expect(html).toContain(VAT_PAGE_COPY.calculator.h1);
    expect(html).toContain('TVA = net × 21%');
    expect(html).not.toContain('999');
    getItem.mockRestore();
  });
});

describe('the calculator', () => {
  it('adds 21% VAT to 1.000,50: VAT 210,11 lei, gross 1.210,61 lei, with the formula', async () => {
    await renderPage();
    expect(screen.getByLabelText('21% (cota standard)')).toHaveProperty('checked', true);
    type(t.amountNet, '1.000,50');
    expect(value('net')).toBe('1.000,50 lei');
    expect(value('vat')).toBe('210,11 lei');
    expect(value('gross')).toBe('1.210,61 lei');
    expect(screen.getByTestId('vat-formula-1').textContent).toBe('TVA = 1.000,50 × 21% = 210,11 lei');
    expect(screen.getByTestId('vat-formula-2').textContent).toBe('Brut = 1.000,50 + 210,11 = 1.210,61 lei');
    // The result is announced politely once typing pauses.
    const status = document.querySelector('.vat-tool [role="status"]');
    await waitFor(() => expect(status?.textContent).toBe('TVA 210,11 lei, total cu TVA 1.210,61 lei.'));
  });

  it('switches direction: 121 lei with VAT is 100,00 net and 21,00 VAT', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText(t.directionRemove));
    type(t.amountGross, '121');
    expect(value('net')).toBe('100,00 lei');
    expect(value('vat')).toBe('21,00 lei');
    expect(value('gross')).toBe('121,00 lei');
    expect(screen.getByTestId('vat-formula-1').textContent).toBe('Net = 121,00 ÷ 1,21 = 100,00 lei');
    expect(screen.getByTestId('vat-formula-2').textContent).toBe('TVA = 121,00 − 100,00 = 21,00 lei');
    // Back to net -> gross: the same text is now a net.
    fireEvent.click(screen.getByLabelText(t.directionAdd));
    expect(value('gross')).toBe('146,41 lei');
  });

  it('uses the reduced, transitional, zero and custom rates', async () => {
    await renderPage();
    type(t.amountNet, '100');
    fireEvent.click(screen.getByLabelText('11% (cota redusă)'));
    expect(value('vat')).toBe('11,00 lei');
    fireEvent.click(screen.getByLabelText('9% (locuințe, tranzitoriu)'));
    expect(value('vat')).toBe('9,00 lei');
    fireEvent.click(screen.getByLabelText('0% (scutit sau taxare inversă)'));
    expect(value('vat')).toBe('0,00 lei');
    expect(value('gross')).toBe('100,00 lei');
    type(t.customRate, '5,5');
    expect(screen.getByLabelText('Altă cotă')).toHaveProperty('checked', true);
    expect(value('vat')).toBe('5,50 lei');
    expect(screen.getByText('TVA (5,5%)')).toBeTruthy();
    type(t.customRate, '150');
    expect(screen.getByText(t.errors.rate.range)).toBeTruthy();
    expect(screen.getByLabelText(t.customRate).getAttribute('aria-invalid')).toBe('true');
    expect(value('vat')).toBe(t.empty);
  });

  it('shows a Romanian error next to an invalid amount, announces it, and no result', async () => {
    await renderPage();
    type(t.amountNet, '12abc');
    const input = screen.getByLabelText(t.amountNet);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(`${input.id}-error`);
    expect(error?.textContent).toBe(t.errors.amount.format);
    expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`);
    expect(value('vat')).toBe(t.empty);
    expect(screen.getByText(t.fixAmount)).toBeTruthy();
    const status = document.querySelector('.vat-tool [role="status"]');
    await waitFor(() => expect(status?.textContent).toBe(t.errors.amount.format));

    type(t.amountNet, '1,234');
    expect(error?.textContent).toBe(t.errors.amount.decimals);
    type(t.amountNet, '-5');
    expect(error?.textContent).toBe(t.errors.amount.negative);
    // "1.234" is one thousand two hundred thirty-four.
    type(t.amountNet, '1.234');
    expect(error?.textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(value('net')).toBe('1.234,00 lei');
  });

  it('keeps the last inputs across a reload (localStorage, read after mount)', async () => {
    const first = await renderPage();
    fireEvent.click(screen.getByLabelText(t.directionRemove));
    type(t.amountGross, '242');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.vatTools) ?? '{}').calculator?.amount).toBe('242'));
    first.unmount();
    render(<VatPage tool="calculator" />);
    expect(await screen.findByDisplayValue('242')).toBeTruthy();
    expect(value('net')).toBe('200,00 lei');
  });

  it('ignores a broken stored value', async () => {
    localStorage.setItem(STORAGE_KEYS.vatTools, '{not json');
    await renderPage();
    expect(screen.getByLabelText(t.amountNet)).toHaveProperty('value', '');
  });
});

describe('the line-by-line mode', () => {
  it('totals the rounded lines, with a rate per line and a breakdown per rate', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText(t.modeLines));
    type('Suma fără TVA, linia 1', '100');
    type('Suma fără TVA, linia 2', '100');
    fireEvent.change(screen.getByLabelText('Cota, linia 2'), { target: { value: '11' } });
    expect(screen.getByTestId('vat-line-1').textContent).toBe('Net 100,00 lei · TVA 21% 21,00 lei · Brut 121,00 lei');
    expect(screen.getByTestId('vat-line-2').textContent).toBe('Net 100,00 lei · TVA 11% 11,00 lei · Brut 111,00 lei');
    expect(value('net')).toBe('200,00 lei');
    expect(value('vat')).toBe('32,00 lei');
    expect(value('gross')).toBe('232,00 lei');
    expect(screen.getByTestId('vat-formula-1').textContent).toBe('Total TVA = 21,00 + 11,00 = 32,00 lei');
    expect(screen.getByText('21%: bază 100,00 lei, TVA 21,00 lei, total 121,00 lei')).toBeTruthy();
    expect(screen.getByText('11%: bază 100,00 lei, TVA 11,00 lei, total 111,00 lei')).toBeTruthy();
  });

  it('sums rounded lines: three lines of 0,50 at 21% carry 0,33 VAT', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText(t.modeLines));
    fireEvent.click(screen.getByRole('button', { name: t.addLine }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Suma fără TVA, linia 3')));
    for (const n of [1, 2, 3]) type(`Suma fără TVA, linia ${n}`, '0,50');
    expect(value('vat')).toBe('0,33 lei');
    expect(value('gross')).toBe('1,83 lei');
  });

  it('adds and removes lines, skips empty ones, and waits for invalid ones to be fixed', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText(t.modeLines));
    fireEvent.click(screen.getByLabelText(t.directionRemove));
    type('Suma cu TVA, linia 1', '121');
    expect(value('net')).toBe('100,00 lei'); // line 2 is empty and left out
    type('Suma cu TVA, linia 2', 'x');
    expect(screen.getByText('Corectează linia 2 ca să vezi totalul.')).toBeTruthy();
    expect(value('gross')).toBe(t.empty);
    fireEvent.click(screen.getByRole('button', { name: 'Elimină linia 2' }));
    expect(screen.queryByLabelText('Suma cu TVA, linia 2')).toBeNull();
    expect(value('gross')).toBe('121,00 lei');
    // The last line cannot be removed.
    expect(screen.getByRole('button', { name: 'Elimină linia 1' })).toHaveProperty('disabled', true);
  });

  it('works in the extractor too', async () => {
    await renderPage('extractor');
    fireEvent.click(screen.getByLabelText(t.modeLines));
    type('Suma cu TVA, linia 1', '121');
    type('Suma cu TVA, linia 2', '1.110');
    fireEvent.change(screen.getByLabelText('Cota, linia 2'), { target: { value: '11' } });
    expect(value('vat')).toBe('131,00 lei'); // 21,00 + 110,00
    expect(value('net')).toBe('1.100,00 lei');
    expect(value('gross')).toBe('1.231,00 lei');
  });
});

describe('the extractor', () => {
  it('extracts the VAT from a gross amount, with the formula', async () => {
    await renderPage('extractor');
    expect(screen.queryByLabelText(t.directionRemove)).toBeNull();
    type(t.amountGross, '1.210,61 lei');
    expect(value('vat')).toBe('210,11 lei');
    expect(value('net')).toBe('1.000,50 lei');
    expect(screen.getByTestId('vat-formula-1').textContent).toBe('TVA = 1.210,61 × 21 ÷ 121 = 210,11 lei');
    expect(screen.getByTestId('vat-formula-2').textContent).toBe('Net = 1.210,61 − 210,11 = 1.000,50 lei');
  });
});

describe('copying', () => {
  it('copies a result with the Clipboard API and says "Copiat"', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard(writeText);
    await renderPage();
    type(t.amountNet, '1.000,50');
    fireEvent.click(screen.getByRole('button', { name: 'Copiază TVA (21%): 210,11' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('210,11'));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    const toast = { success: vi.fn() };
    vi.mocked(notify).mock.calls[0]?.[0](toast as unknown as ToastApi);
    expect(toast.success).toHaveBeenCalledWith('Copiat');

    fireEvent.click(screen.getByRole('button', { name: t.copyAll }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls[1]?.[0]).toContain('Total cu TVA (brut): 1.210,61 lei');
    expect(writeText.mock.calls[1]?.[0]).toContain('TVA = 1.000,50 × 21% = 210,11 lei');
  });

  it('the copy buttons wait for a result', async () => {
    await renderPage();
    expect(screen.getByRole('button', { name: t.copyAll })).toHaveProperty('disabled', true);
  });

  it('without a clipboard, shows the text selected for a manual copy', async () => {
    setClipboard(undefined);
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await renderPage();
    type(t.amountNet, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Copiază Total cu TVA (brut): 121,00' }));
    const area = await screen.findByLabelText(t.copyFallback);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect((area as HTMLTextAreaElement).value).toBe('121,00');
    expect(notify).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(area.parentElement as HTMLElement).getByRole('button', { name: t.close })));
    expect(screen.queryByLabelText(t.copyFallback)).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    setClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await renderPage();
    type(t.amountNet, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Copiază Valoare fără TVA (net): 100,00' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(execCommand).toHaveBeenCalledWith('copy');
    Reflect.deleteProperty(document, 'execCommand');
  });
});
