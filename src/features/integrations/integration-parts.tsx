// The building blocks of the integrations pages: heading, a titled section, a list of points, links.
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { usePageDescription } from '../../lib/document-head.ts';
import type { IntegrationHeading } from './integration-copy.ts';
import './integrations.css';

export interface PageLink {
  to: string;
  label: string;
}

export function IntegrationPage({ heading, children }: { heading: IntegrationHeading; children: ReactNode }) {
  usePageDescription(heading.description);
  return (
    <article className="integration-page">
      <header className="integration-hero">
        <p className="integration-kicker">{heading.kicker}</p>
        <h1 id="titlu-pagina" tabIndex={-1} className="integration-title">
          {heading.h1}
        </h1>
        <p className="integration-lead">{heading.lead}</p>
      </header>
      {children}
    </article>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="integration-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function Points({ items }: { items: readonly string[] }) {
  return (
    <ul className="integration-points">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function Links({ links, label }: { links: readonly PageLink[]; label?: string }) {
  return (
    <ul className="integration-links" aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <AppLink to={link.to}>{link.label}</AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The plain statement that nothing is installed, synchronised or written back. */
export function Honest({ children }: { children: ReactNode }) {
  return <p className="integration-honest">{children}</p>;
}
