// A return request's status as a small pill (the customer's "Retururile mele" and the shop's inbox
// and request page): its Romanian name, its border coloured by the status.
import type { ReactNode } from 'react';
import './return-status-badge.css';

export function ReturnStatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return <span className={`return-badge return-badge--${status}`}>{children}</span>;
}
