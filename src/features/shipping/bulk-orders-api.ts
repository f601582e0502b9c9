// What the orders list does to a selection of orders: their labels in one file (PDF A6, A4, four A6
// per A4, or ZPL at 203/300 dpi), their statuses as CSV or XLSX, and their cancellation (one result
// per order). The files are read with the bearer and saved by the browser under the server's name.
import { http, requestFile } from '../../lib/http.ts';
import { saveFile } from '../../lib/save-file.ts';
import type { CancellationResult, CancellationsAnswer } from '../../shared/api/private-answers.ts';

export type { CancellationResult };

export const LABEL_CHOICES = ['A6', 'A4', 'A4_4xA6', 'ZPL-203', 'ZPL-300'] as const;
export type LabelChoiceKey = (typeof LABEL_CHOICES)[number];

function labelQuery(choice: LabelChoiceKey): { format: string; dpi?: string } {
  return choice.startsWith('ZPL-') ? { format: 'ZPL', dpi: choice.slice(4) } : { format: choice };
}

export async function downloadLabels(orderIds: readonly number[], choice: LabelChoiceKey): Promise<string> {
  const { blob, fileName } = await requestFile('private/orders/labels', { query: { order_ids: orderIds.join(','), ...labelQuery(choice) } });
  return saveFile(blob, fileName ?? `etichete-${orderIds.length}-comenzi.${choice.startsWith('ZPL') ? 'zpl' : 'pdf'}`);
}

export async function exportStatuses(orderIds: readonly number[], format: 'csv' | 'xlsx'): Promise<string> {
  const { blob, fileName } = await requestFile('private/exports/statuses', { query: { format, order_ids: orderIds.join(',') } });
  return saveFile(blob, fileName ?? `curiero-statusuri.${format}`);
}

export async function cancelOrders(orderIds: readonly number[]): Promise<CancellationResult[]> {
  return (await http.post<CancellationsAnswer>('private/orders/cancellations', { order_ids: orderIds })).data;
}
