// Says that what it sits by is a demonstration (a simulated carrier, its invented AWB or lockers):
// a "Demo" badge and a sentence, in words (role=note), never by colour alone. DemoNote is a block
// (above a list, in a card); DemoTag a short inline mark (next to an AWB).
import type { ReactNode } from 'react';
import { roDemo } from '../i18n/ro-demo.ts';
// Its stylesheet is in the shell's (src/main.tsx): every page links it with the entry's stylesheet.

export interface DemoNoteProps {
  /** Bold, before the sentence. */
  title?: string;
  children: ReactNode;
  className?: string;
}

export function DemoNote({ title, children, className }: DemoNoteProps) {
  return (
    <div className={className ? `demo-note ${className}` : 'demo-note'} role="note">
      <span className="demo-note__badge">{roDemo.badge}</span>
      <p className="demo-note__text">
        {title ? <strong>{title}. </strong> : null}
        {children}
      </p>
    </div>
  );
}

export function DemoTag({ children }: { children: ReactNode }) {
  // The space keeps the tag a word of its own in the text beside it ("AWB: 123 DEMO — …").
  return (
    <>
      {' '}
      <span className="demo-tag" role="note">
        {children}
      </span>
    </>
  );
}
