// The test balance's calls (/api/private/wallet/test-balance, bearer): the balance, its movements
// (the newest 15) and a free top-up (test money: no card, no invoice).
import { http } from '../../lib/http.ts';

export interface TestBalance {
  balance_bani: number;
  currency: 'RON';
  test_mode: true;
}

export interface TestMovement {
  id: number;
  kind: 'top_up' | 'order' | 'refund';
  amount_bani: number;
  balance_after_bani: number;
  reference: string;
  description: string;
  created_at: string;
}

export async function testBalance(signal?: AbortSignal): Promise<TestBalance> {
  return (await http.get<{ data: TestBalance }>('private/wallet/test-balance', { signal })).data;
}

export async function testMovements(signal?: AbortSignal): Promise<TestMovement[]> {
  return (await http.get<{ data: TestMovement[] }>('private/wallet/test-balance/movements', { signal })).data;
}

export async function topUpTestBalance(amountBani: number): Promise<{ balance_bani: number; message: string }> {
  const answer = await http.post<{ data: { balance_bani: number }; message: string }>('private/wallet/test-balance/top-up', { amount_bani: amountBani });
  return { balance_bani: answer.data.balance_bani, message: answer.message };
}
