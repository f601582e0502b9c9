// The frame of every dashboard screen: heading, the section navigation (with the account actions
// below it) and the section's content.
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import type { DashboardSectionSlug } from '../../shared/dashboard-sections.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import './dashboard.css';

export interface DashboardShellProps {
  title: string;
  lead?: string;
  current: DashboardSectionSlug | null;
  /** Account actions under the navigation (the logout button). */
  actions?: ReactNode;
  children: ReactNode;
}

export function DashboardShell({ title, lead, current, actions, children }: DashboardShellProps) {
  return (
    <div className="container dashboard">
      <PageHeader title={title} lead={lead} />
      <div className="dashboard__layout">
        <div className="dashboard__aside">
          <DashboardNav current={current} />
          {actions ? <div className="dashboard__actions">{actions}</div> : null}
        </div>
        <div className="dashboard__content">
          {children}
          {/* On phones the account actions come after the content, not between nav and content. */}
          {actions ? <div className="dashboard__actions--mobile">{actions}</div> : null}
        </div>
      </div>
    </div>
  );
}
