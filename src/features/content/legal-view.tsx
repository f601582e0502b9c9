// Legal pages: terms per product, cookies, privacy, general postal conditions. Each has the date of
// its last change, a table of contents and numbered sections with stable anchors (#date-de-contact).
import type { ReactNode } from 'react';
import { usePageDescription } from '../../lib/document-head.ts';
import { LEGAL_PAGES } from '../../shared/legal-pages.ts';
import { CtaLinks, FaqList, PageHeading } from './content-page.tsx';
import { ORDER_PATH } from './content-types.ts';
import { legalCopy } from './legal-copy.ts';
import { DocSections, LastUpdated, TableOfContents } from './legal-document.tsx';

/** `children` lets the page add actions of other features (e.g. the cookie-settings button). */
export function LegalView({ page, children }: { page: string; children?: ReactNode }) {
  const copy = legalCopy(page);
  usePageDescription(copy?.description);
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
        <LastUpdated date={copy.updated} />
        <TableOfContents sections={copy.sections} numbered />
      </header>
      <DocSections sections={copy.sections} numbered slot={children} />
      <FaqList items={copy.faq} />
      <section className="content-section content-final">
        <CtaLinks cta={copy.cta} />
      </section>
    </article>
  );
}
