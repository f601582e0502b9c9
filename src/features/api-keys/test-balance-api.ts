// The test balance's calls (/api/private/wallet/test-balance, bearer): the balance, its movements
// (the newest 15) and a free top-up (test money: no card, no invoice).
import { http } from '../../lib/http.ts';
import type { TestBalance, TestBalanceAnswer, TestMovement, TestMovementPage, TestTopUpAnswer } from '../../shared/api/private-answers.ts';

// The answers' types are generated from the server's answer schemas (npm run contract).
export type { TestBalance, TestMovement };

export async function testBalance(signal?: AbortSignal): Promise<TestBalance> {
  return (await http.get<TestBalanceAnswer>('private/wallet/test-balance', { signal })).data;
}

export async function testMovements(signal?: AbortSignal): Promise<TestMovement[]> {
  return (await http.get<TestMovementPage>('private/wallet/test-balance/movements', { signal })).data;
}

export async function topUpTestBalance(amountBani: number): Promise<{ balance_bani: number; message: string }> {
  const answer = await http.post<TestTopUpAnswer>('private/wallet/test-balance/top-up', { amount_bani: amountBani });
  return { balance_bani: answer.data.balance_bani, message: answer.message };
}
