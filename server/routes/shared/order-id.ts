// The order id of a path (shared by the order, label and guest-order routes of both doors).
import { Failure } from '../../services/failure.ts';

export const orderNotFound = () => new Failure(404, 'not_found', 'Comanda nu există.');

/** The order id of a path, or a 404 (never a 422: a wrong id is an unknown order). */
export function orderIdOf(param: string): number {
  const id = /^[1-9]\d{0,15}$/.test(param) ? Number(param) : NaN;
  if (!Number.isSafeInteger(id)) throw orderNotFound();
  return id;
}
