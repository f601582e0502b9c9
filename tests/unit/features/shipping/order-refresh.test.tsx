// An order paid while the carrier had not issued its AWB yet is asked for again until the AWB is
// there (confirmation page and dashboard detail), keeps showing when a refresh fails, and stops
// asking after five minutes.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_FOR_MS, REFRESH_MS, useOrder } from '../../../../src/features/shipping/order-confirmation.tsx';
import type { OrderDto } from '../../../../src/features/shipping/orders-api.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const PATH = 'private/orders/7';

function order(status: string, awb: string | null): Partial<OrderDto> {
  return { id: 7, number: 'CUR-2026-000007', order_status: status, awb, history: [], payment: null };
}

let remote: FakeRemote;
let answers: (Partial<OrderDto> | 'network-error')[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval', 'Date'] });
  remote = fakeRemote();
  answers = [];
  remote.on('GET', PATH, () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next === 'network-error' ? next : { status: 200, body: { data: next } };
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function mounted() {
  const hook = renderHook(() => useOrder('7'));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return hook;
}

const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('useOrder', () => {
  it('asks again while the AWB is coming, then stops once it is there', async () => {
    answers = [order('paid', null), order('paid', null), order('booked', 'DPD123456789')];
    const { result } = await mounted();
    expect(result.current.state).toMatchObject({ status: 'ready', order: { awb: null } });
    await tick(REFRESH_MS);
    expect(remote.to('GET', PATH)).toHaveLength(2);
    await tick(REFRESH_MS);
    expect(result.current.state).toMatchObject({ status: 'ready', order: { order_status: 'booked', awb: 'DPD123456789' } });
    await tick(REFRESH_MS * 4);
    expect(remote.to('GET', PATH)).toHaveLength(3);
  });

  it('does not ask again for a booked order', async () => {
    answers = [order('booked', 'DPD123456789')];
    await mounted();
    await tick(REFRESH_MS * 3);
    expect(remote.to('GET', PATH)).toHaveLength(1);
  });

  it('keeps the order on screen when a refresh fails', async () => {
    answers = [order('paid', null), 'network-error', order('paid', null)];
    const { result } = await mounted();
    await tick(REFRESH_MS);
    expect(remote.to('GET', PATH)).toHaveLength(2);
    expect(result.current.state).toMatchObject({ status: 'ready', order: { order_status: 'paid' } });
  });

  it('gives up after five minutes', async () => {
    answers = [order('paid', null)];
    await mounted();
    await tick(REFRESH_FOR_MS + REFRESH_MS);
    const asked = remote.to('GET', PATH).length;
    expect(asked).toBe(1 + REFRESH_FOR_MS / REFRESH_MS);
    await tick(REFRESH_MS * 10);
    expect(remote.to('GET', PATH)).toHaveLength(asked);
  });
});
