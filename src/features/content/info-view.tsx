// The information pages (/servicii, /metode-plata, /info): heading, lead, calls to action, a table
// of contents, the anchored sections, the FAQ and a closing call to action.
import { usePageDescription } from '../../lib/document-head.ts';
import { CtaLinks, FaqList, PageHeading } from './content-page.tsx';
import { infoCopy } from './info-copy.ts';
import type { InfoPageSlug } from './info-types.ts';
import { DocSections, TableOfContents } from './legal-document.tsx';

export function InfoView({ slug }: { slug: InfoPageSlug }) {
  const copy = infoCopy(slug);
  usePageDescription(copy.description);
  return (
    <article className="content-page content-legal content-info">
      <header className="content-hero">
        <PageHeading>{copy.h1}</PageHeading>
        <p className="content-lead">{copy.lead}</p>
        <CtaLinks cta={copy.cta} secondary={copy.secondary} />
        <TableOfContents sections={copy.sections} />
      </header>
      <DocSections sections={copy.sections} />
      <FaqList items={copy.faq} />
      <section className="content-section content-final" aria-labelledby="pasul-urmator">
        <h2 id="pasul-urmator">Gata de trimis?</h2>
        <p>Durează câteva minute: adresele, coletul, oferta potrivită.</p>
        <CtaLinks cta={copy.cta} />
      </section>
    </article>
  );
}
