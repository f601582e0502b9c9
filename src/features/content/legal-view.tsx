// Legal pages: terms per product, cookies, privacy, general postal conditions.
import type { ReactNode } from 'react';
import { LEGAL_PAGES } from '../../shared/legal-pages.ts';
import { CtaLinks, FaqList, PageHeading } from './content-page.tsx';
import { ORDER_PATH } from './content-types.ts';
import { legalCopy } from './legal-copy.ts';

/** `children` lets the page add actions of other features (e.g. the cookie-settings button). */
export function LegalView({ page, children }: { page: string; children?: ReactNode }) {
  const copy = legalCopy(page);
  if (!copy) {
    const name = LEGAL_PAGES.find((p) => p.slug === page)?.name ?? 'Informații legale';
    return (
      <article className="content-page content-legal">
        <PageHeading>{name.charAt(0).toUpperCase() + name.slice(1)}</PageHeading>
        <p className="content-lead">Textul acestei pagini va fi publicat în curând.</p>
        <CtaLinks cta={{ label: 'Comandă un curier', to: ORDER_PATH }} />
      </article>
    );
  }
  return (
    <article className="content-page content-legal">
      <header className="content-hero">
        <PageHeading>{copy.h1}</PageHeading>
        <p className="content-lead">{copy.lead}</p>
      </header>
      {copy.sections.map((section) => (
        <section key={section.heading} className="content-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.list && (
            <ul className="content-list">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
      <FaqList items={copy.faq} />
      <section className="content-section content-final">
        <CtaLinks cta={copy.cta} />
      </section>
    </article>
  );
}
