// What an expired or broken e-mail link shows: what happened, what to do, and the way there.
import type { ReactNode } from 'react';
import { Notice } from '../../../components/notice.tsx';
import { focusOnMount } from './focus.ts';

export interface InvalidLinkProps {
  title?: string;
  message: string;
  next: string;
  action: ReactNode;
  /** Move focus here: the result replaced the form the user was in (not on a first render). */
  focus?: boolean;
}

export function InvalidLink({ title, message, next, action, focus = false }: InvalidLinkProps) {
  return (
    <div className="auth-result" ref={focus ? focusOnMount : undefined} tabIndex={-1}>
      <Notice tone="error" title={title}>
        <p>{message}</p>
        <p>{next}</p>
      </Notice>
      <div className="auth-actions">{action}</div>
    </div>
  );
}
