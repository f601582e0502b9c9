// The list of return reasons: each one editable, moved up or down, removed; a new one added below.
// A move or removal is said in a live region (the list changes where the reader is not looking),
// and focus stays on the moved reason's button, or goes to the next one after a removal.
import { useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { fill } from '../../i18n/fill.ts';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';

const t = roShopReturns;

export interface ReasonsEditorProps {
  reasons: string[];
  error?: string | undefined;
  /** The new reason's input id (the field's error points to it). */
  inputId: string;
  onChange(next: string[]): void;
}

export function ReasonsEditor({ reasons, error, inputId, onChange }: ReasonsEditorProps) {
  const [draft, setDraft] = useState('');
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const errorId = error ? `${inputId}-error` : undefined;

  const focusLater = (selector: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());
  const move = (from: number, to: number) => {
    const next = [...reasons];
    const [reason] = next.splice(from, 1);
    next.splice(to, 0, reason!);
    onChange(next);
    setSaid(fill(t.reasonMoved, { reason: reason!, n: to + 1 }));
    focusLater(`[data-reason="${to}"][data-dir="${to < from ? 'up' : 'down'}"]:not(:disabled), [data-reason="${to}"]:not(:disabled)`);
  };
  const remove = (index: number) => {
    const reason = reasons[index]!;
    onChange(reasons.filter((_, i) => i !== index));
    setSaid(fill(t.reasonRemoved, { reason }));
    if (reasons.length > 1) focusLater(`input[data-reason="${Math.min(index, reasons.length - 2)}"]`);
    else document.getElementById(inputId)?.focus();
  };
  const add = () => {
    const reason = draft.trim();
    if (!reason) return;
    onChange([...reasons, reason]);
    setDraft('');
  };

  return (
    <fieldset className={error ? 'returns-fieldset field--invalid' : 'returns-fieldset'} aria-describedby={['retur-motive-hint', errorId].filter(Boolean).join(' ')}>
      <legend className="field__label">{t.reasons}</legend>
      <p className="field__hint" id="retur-motive-hint">
        {t.reasonsHint}
      </p>
      <ol className="returns-reasons" ref={list}>
        {reasons.map((reason, index) => (
          <li key={index} className="returns-reasons__item">
            <input
              className="field__input"
              data-reason={index}
              aria-label={fill(t.reasonEdit, { n: index + 1 })}
              value={reason}
              maxLength={100}
              onChange={(e) => onChange(reasons.map((r, i) => (i === index ? e.target.value : r)))}
            />
            <div className="returns-reasons__buttons">
              <Button variant="ghost" data-reason={index} data-dir="up" disabled={index === 0} aria-label={fill(t.reasonUp, { reason })} onClick={() => move(index, index - 1)}>
                ↑
              </Button>
              <Button variant="ghost" data-reason={index} data-dir="down" disabled={index === reasons.length - 1} aria-label={fill(t.reasonDown, { reason })} onClick={() => move(index, index + 1)}>
                ↓
              </Button>
              <Button variant="ghost" aria-label={fill(t.reasonRemove, { reason })} onClick={() => remove(index)}>
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="returns-reasons__add">
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t.reasonNew}
          </label>
          <input
            id={inputId}
            className="field__input"
            value={draft}
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="secondary" onClick={add}>
          {t.reasonAdd}
        </Button>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </fieldset>
  );
}
