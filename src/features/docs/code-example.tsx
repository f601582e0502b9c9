// An example in one or more languages: tabs (a tablist with arrow keys), the code, a copy button
// whose result is announced, and, for a read-only call, the "Încearcă" slot the page fills for a
// signed-in user. The key placeholder shows a signed-in user's own test-key prefix.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { KEY_PLACEHOLDER, type CodeBlock, type CodeLang } from './docs-types.ts';
import { roDocs as docsText } from '../../i18n/ro-docs.ts';

const LANG_NAMES: Record<CodeLang, string> = { curl: 'curl', js: 'JavaScript', php: 'PHP', python: 'Python', json: 'JSON', http: 'HTTP', text: 'Text' };

export interface CodeExampleProps {
  block: CodeBlock;
  /** The signed-in user's test-key prefix, shown instead of the placeholder. */
  keyPrefix?: string | undefined;
  /** What goes under the code for a read-only call (the "Încearcă" panel). */
  tryIt?: ReactNode;
}

export function CodeExample({ block, keyPrefix, tryIt }: CodeExampleProps) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const sample = block.samples[active] ?? block.samples[0];
  if (!sample) return null;
  const code = keyPrefix ? sample.code.replaceAll(KEY_PLACEHOLDER, `${keyPrefix}…`) : sample.code;

  const select = (index: number) => {
    setActive(index);
    setCopy('idle');
  };
  const onKey = (event: KeyboardEvent) => {
    const count = block.samples.length;
    const next = event.key === 'ArrowRight' ? (active + 1) % count : event.key === 'ArrowLeft' ? (active - 1 + count) % count : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };
  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <figure className="docs-code" data-example-langs={block.samples.map((s) => s.lang).join(' ')}>
      {block.caption && <figcaption className="docs-code__caption">{block.caption}</figcaption>}
      <div className="docs-code__bar">
        {block.samples.length > 1 ? (
          <div role="tablist" aria-label={docsText.languages} className="docs-code__tabs" onKeyDown={onKey}>
            {block.samples.map((s, i) => (
              <button
                key={s.lang}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-selected={i === active}
                aria-controls={`${id}-panel`}
                tabIndex={i === active ? 0 : -1}
                className="docs-code__tab"
                onClick={() => select(i)}
              >
                {LANG_NAMES[s.lang]}
              </button>
            ))}
          </div>
        ) : (
          <span className="docs-code__lang">{LANG_NAMES[sample.lang]}</span>
        )}
        <button type="button" className="docs-code__copy" onClick={onCopy} aria-describedby={`${id}-copy-status`}>
          {docsText.copy}
        </button>
        <span id={`${id}-copy-status`} className="docs-code__status" role="status">
          {copy === 'copied' ? docsText.copied : copy === 'failed' ? docsText.copyFailed : ''}
        </span>
      </div>
      {/* Only the chosen language is in the page: the others would triple a code-heavy page's HTML. */}
      <pre
        className="docs-code__pre"
        id={`${id}-panel`}
        {...(block.samples.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${active}` } : {})}
        tabIndex={0}
        data-lang={sample.lang}
      >
        <code>{code}</code>
      </pre>
      {tryIt}
    </figure>
  );
}
