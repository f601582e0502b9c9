// What a VAT tool's form holds, its neutral first state (the one prerendered), and how the last
// inputs are kept in localStorage (STORAGE_KEYS.vatTools, one entry per tool) across reloads.
// Only read after hydration, so the server and the first client render agree.
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage-keys.ts';
import type { VatToolKind } from './vat-copy.ts';
import { isRateChoice, type RateChoice } from './vat-rates.ts';

export type VatMode = 'single' | 'lines';
/** Calculator only: the amount typed is a net (add VAT) or a gross (remove VAT). */
export type VatDirection = 'add' | 'remove';
/** A line's rate: the one chosen for the whole form, or its own fixed rate. */
export type LineRate = 'same' | Exclude<RateChoice, 'custom'>;

export interface VatLine {
  id: number;
  amount: string;
  rate: LineRate;
}

export interface VatFormState {
  mode: VatMode;
  direction: VatDirection;
  rate: RateChoice;
  customRate: string;
  amount: string;
  lines: VatLine[];
}

export const MAX_LINES = 50;

export function initialState(): VatFormState {
  return {
    mode: 'single',
    direction: 'add',
    rate: '21',
    customRate: '',
    amount: '',
    lines: [
      { id: 1, amount: '', rate: 'same' },
      { id: 2, amount: '', rate: 'same' },
    ],
  };
}

const LINE_RATES: readonly LineRate[] = ['same', '21', '11', '9', '0'];
const MAX_TEXT = 40;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length <= MAX_TEXT ? value : null;
}

/** A stored value back to a form state; anything unexpected falls back to the neutral value. */
export function sanitizeState(value: unknown): VatFormState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const base = initialState();
  const lines: VatLine[] = [];
  if (Array.isArray(v.lines)) {
    for (const raw of v.lines.slice(0, MAX_LINES)) {
      if (typeof raw !== 'object' || raw === null) continue;
      const l = raw as Record<string, unknown>;
      const id = typeof l.id === 'number' && Number.isSafeInteger(l.id) && l.id > 0 ? l.id : null;
      if (id === null || lines.some((x) => x.id === id)) continue;
      lines.push({ id, amount: text(l.amount) ?? '', rate: (LINE_RATES as readonly unknown[]).includes(l.rate) ? (l.rate as LineRate) : 'same' });
    }
  }
  return {
    mode: v.mode === 'lines' ? 'lines' : 'single',
    direction: v.direction === 'remove' ? 'remove' : 'add',
    rate: isRateChoice(v.rate) ? v.rate : base.rate,
    customRate: text(v.customRate) ?? '',
    amount: text(v.amount) ?? '',
    lines: lines.length > 0 ? lines : base.lines,
  };
}

function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.vatTools) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function loadState(tool: VatToolKind): VatFormState | null {
  return sanitizeState(readAll()[tool]);
}

export function saveState(tool: VatToolKind, state: VatFormState): void {
  writeStorage(STORAGE_KEYS.vatTools, JSON.stringify({ ...readAll(), [tool]: state }));
}
