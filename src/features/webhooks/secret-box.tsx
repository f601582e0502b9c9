// A webhook signing secret on screen (after creation, rotation or "reveal"): read-only text that
// selects itself, a copy button and the result said politely. Focus moves here when it appears,
// so a keyboard or screen-reader user lands on what must be copied now.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { fillWebhooks, roWebhooks } from '../../i18n/ro-webhooks.ts';

const t = roWebhooks;

export interface SecretBoxProps {
  url: string;
  secret: string;
  onHide: () => void;
}

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}

export function SecretBox({ url, secret, onHide }: SecretBoxProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    box.current?.focus();
  }, [secret]);

  const onCopy = async () => {
    try {
      await writeClipboard(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
      input.current?.select();
    }
  };

  return (
    <div className="webhook-secret" role="group" aria-labelledby={`${id}-title`} tabIndex={-1} ref={box}>
      <p className="webhook-secret__title" id={`${id}-title`}>
        {t.secretTitle}
      </p>
      <p className="webhook-secret__text">{t.secretOnce}</p>
      <div className="webhook-secret__row">
        <label className="visually-hidden" htmlFor={`${id}-value`}>
          {fillWebhooks(t.secretLabel, { url })}
        </label>
        <input
          id={`${id}-value`}
          ref={input}
          className="field__input webhook-secret__value"
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void onCopy()}>
          {t.copy}
        </Button>
      </div>
      <p className="webhook-secret__status" role="status">
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
      <Button variant="ghost" onClick={onHide}>
        {t.hideSecret}
      </Button>
    </div>
  );
}
