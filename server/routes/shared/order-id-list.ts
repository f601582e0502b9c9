// A list of order ids in a query string (`order_ids=12,15,19`), as the private door's bulk calls take
// it (labels of a selection, its export): distinct positive integers in the order given, at most
// `max`; anything else is a 422 on the field with a Romanian message.
import { validationFailure } from '../../services/failure.ts';

export const orderIdListMessage = (max: number) => `Trimite între 1 și ${max} id-uri de comenzi, separate prin virgulă.`;

export function orderIdList(raw: string | undefined, max: number, field = 'order_ids'): number[] {
  const pieces = (raw ?? '').split(',').map((piece) => piece.trim()).filter(Boolean);
  const ids = pieces.map((piece) => (/^[1-9]\d{0,15}$/.test(piece) ? Number(piece) : NaN));
  const distinct = [...new Set(ids)];
  if (!pieces.length || distinct.length > max || ids.some((id) => !Number.isSafeInteger(id))) throw validationFailure({ [field]: [orderIdListMessage(max)] });
  return distinct;
}
