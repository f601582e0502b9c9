// The frame of every account screen: the page heading (route name) with its lead, then the
// content in one narrow card, readable on a 360 px phone and centred on a desktop.
import type { ReactNode } from 'react';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import './auth-forms.css';

export function AuthScreen({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="container auth-screen">
      <PageHeader title={title} lead={lead} />
      <Card className="auth-screen__card">
        {children}
      </Card>
      {footer ? <div className="auth-screen__footer">{footer}</div> : null}
    </div>
  );
}
