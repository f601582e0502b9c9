// A parcel booked on the simulated network (demo: true) says so on its tracking card and in the
// compact list of several AWBs; a real one, and an item saved before the field existed, do not.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackingItem } from '../../src/features/tracking/tracking-api.ts';
import { ResultCard } from '../../src/features/tracking/tracking-result.tsx';
import { TrackingResults } from '../../src/features/tracking/tracking-results.tsx';
import type { ResultEntry } from '../../src/features/tracking/tracking-store.ts';
import { foundItem } from './tracking-fixtures.ts';

const NOTICE = 'Expediere demonstrativă: AWB-ul nu este real și niciun curier nu transportă coletul.';

function entry(item: TrackingItem): ResultEntry {
  return { awb: item.awb, phase: 'ready', item, fetchedAt: Date.now(), saved: false, refreshing: false, stale: null };
}

function card(item: TrackingItem) {
  render(
    <MemoryRouter>
      <ResultCard entry={entry(item)} now={Date.now()} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('tracking a demo parcel', () => {
  it('the card says the AWB is not real and no courier carries the parcel', () => {
    card(foundItem('SMD1234567890', { demo: true, carrier_id: 6, carrier: 'Sameday' }));
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(`Demo${NOTICE}`);
    expect(screen.getByRole('article', { name: 'AWB SMD1234567890' }).contains(note)).toBe(true);
  });

  it('a real parcel’s card says nothing of it', () => {
    card(foundItem('2345678901234'));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/demonstrativ|Demo/)).toBeNull();
  });

  it('an item saved before `demo` existed counts as real', () => {
    const { demo: _demo, ...old } = foundItem('2345678901234');
    card(old as TrackingItem);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('the compact list marks the demo row, and its card the notice', () => {
    const demo = foundItem('SMD1234567890', { demo: true, carrier_id: 6, carrier: 'Sameday' });
    const real = foundItem('2345678901234');
    render(
      <MemoryRouter>
        <TrackingResults entries={[entry(demo), entry(real)]} now={Date.now()} />
      </MemoryRouter>,
    );
    const [demoRow, realRow] = screen.getAllByRole('listitem');
    expect(within(demoRow!).getByText(/^Sameday · Demo \(AWB demonstrativ\) · /)).toBeTruthy();
    expect(within(demoRow!).getByRole('note', { hidden: true }).textContent).toBe(`Demo${NOTICE}`);
    expect(within(realRow!).queryByText(/Demo/)).toBeNull();
    expect(within(realRow!).queryByRole('note', { hidden: true })).toBeNull();
  });
});
