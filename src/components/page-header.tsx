// The one h1 of a screen, with an optional lead paragraph. tabIndex -1 lets the router move focus
// here after each navigation, so screen readers announce the new page.
import type { ReactNode } from 'react';
// Its stylesheet is in the shell's (src/main.tsx): every page links it with the entry's stylesheet.

export interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <h1 tabIndex={-1}>{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
