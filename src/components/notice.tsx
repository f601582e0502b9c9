// A short message box: success and info are polite (role=status), errors assertive (role=alert).
// `live={false}` for a message that is part of the page from its first render (nothing to announce).
import type { ReactNode } from 'react';
import './notice.css';

export type NoticeTone = 'success' | 'info' | 'warning' | 'error';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: string;
  live?: boolean;
  children?: ReactNode;
  action?: ReactNode;
}

export function Notice({ tone = 'info', title, live = true, children, action }: NoticeProps) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div className={`notice notice--${tone}`} role={role}>
      {title ? <p className="notice__title">{title}</p> : null}
      {children ? <div className="notice__text">{children}</div> : null}
      {action ? <div className="notice__action">{action}</div> : null}
    </div>
  );
}
