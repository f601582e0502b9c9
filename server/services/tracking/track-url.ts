// The public tracking page of an AWB (shown in the order and tracking answers, on labels and in webhooks).
import { trackingPath } from '../../../src/shared/tracking.ts';

export function trackUrl(publicUrl: string, awb: string): string {
  return `${publicUrl}${trackingPath(awb)}`;
}
