// A secret shown once (an API key, a webhook signing secret): read-only text that selects itself, a
// copy button whose result is announced, and a way to hide it. Focus moves here when it appears, so
// a keyboard or screen-reader user lands on what must be copied now. Give it `key={secret}` so a new
// secret starts with a fresh copy state.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button.tsx';
import './secret-box.css';

export interface SecretBoxTexts {
  title: string;
  text: string;
  /** The accessible name of the text box. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  hide: string;
}

export interface SecretBoxProps {
  secret: string;
  texts: SecretBoxTexts;
  onHide: () => void;
}

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}

export function SecretBox({ secret, texts, onHide }: SecretBoxProps) {
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
    <div className="secret-box" role="group" aria-labelledby={`${id}-title`} tabIndex={-1} ref={box}>
      <p className="secret-box__title" id={`${id}-title`}>
        {texts.title}
      </p>
      <p className="secret-box__text">{texts.text}</p>
      <div className="secret-box__row">
        <label className="visually-hidden" htmlFor={`${id}-value`}>
          {texts.label}
        </label>
        <input
          id={`${id}-value`}
          ref={input}
          className="field__input secret-box__value"
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void onCopy()}>
          {texts.copy}
        </Button>
      </div>
      <p className="secret-box__status" role="status">
        {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
      </p>
      <Button variant="ghost" onClick={onHide}>
        {texts.hide}
      </Button>
    </div>
  );
}
