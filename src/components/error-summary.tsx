// The error summary at the top of a form: a live region (role=alert) that is always mounted, so
// filling it is announced; it can take focus (tabIndex -1) after a failed submit. Each field
// error links to its field; a link moves focus there without touching the URL. The errors are
// listed in the order their fields come in the page, whatever order the checks found them in.
import type { MouseEvent } from 'react';
import './error-summary.css';

export interface ErrorSummaryItem {
  /** The id of the field the error belongs to. */
  id: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  items: readonly ErrorSummaryItem[];
  /** A general message (server answer, network failure), shown above the field list. */
  message?: string | null;
  /** Changes on every failed submit, so the same errors are announced again. */
  attempt?: number;
  id?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

/**
 * The items in the order of their fields in the document; items whose field is not found keep their
 * order, after the others.
 */
export function inPageOrder<T extends { id: string }>(items: readonly T[], find: (id: string) => Node | null): T[] {
  const placed = items.map((item) => ({ item, node: find(item.id) }));
  const found = placed.filter((p) => p.node !== null);
  found.sort((a, b) => {
    const position = a.node!.compareDocumentPosition(b.node!);
    return position & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : position & Node.DOCUMENT_POSITION_PRECEDING ? 1 : 0;
  });
  return [...found, ...placed.filter((p) => p.node === null)].map((p) => p.item);
}

export function ErrorSummary({ title, items: found, message, attempt = 0, id }: ErrorSummaryProps) {
  // The fields are on screen before their errors (a failed submit): read from the page as it is.
  const items = found.length > 1 && typeof document !== 'undefined' ? inPageOrder(found, (field) => document.getElementById(field)) : found;
  const empty = items.length === 0 && !message;
  return (
    <div id={id} className={empty ? 'error-summary is-empty' : 'error-summary'} role="alert" tabIndex={-1}>
      {empty ? null : (
        <div key={attempt}>
          {message ? <p className="error-summary__message">{message}</p> : null}
          {items.length > 0 ? (
            <>
              <p className="error-summary__title">{title}</p>
              <ul className="error-summary__list">
                {items.map((item) => (
                  <li key={item.id}>
                    <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)}>
                      {`${item.label}: ${item.message}`}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
