// The one layout of marketing pages: heading, lead, call to action, benefits, FAQ, related pages.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageDescription } from '../../lib/document-head.ts';
import type { Cta, Faq, PageCopy, RelatedLink } from './content-types.ts';
import './content.css';

export function CtaLinks({ cta, secondary }: { cta: Cta; secondary?: Cta | undefined }) {
  return (
    <p className="content-cta">
      <Link className="content-cta__primary" to={cta.to}>
        {cta.label}
      </Link>
      {secondary && (
        <Link className="content-cta__secondary" to={secondary.to}>
          {secondary.label}
        </Link>
      )}
    </p>
  );
}

export function FaqList({ items }: { items: Faq[] }) {
  if (items.length === 0) return null;
  return (
    <section className="content-section" aria-labelledby="intrebari-frecvente">
      <h2 id="intrebari-frecvente">Întrebări frecvente</h2>
      <div className="content-faq">
        {items.map((item) => (
          <details key={item.q} className="content-faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function RelatedPages({ links }: { links: readonly RelatedLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="content-section content-related" aria-labelledby="pagini-inrudite">
      <h2 id="pagini-inrudite">Pagini înrudite</h2>
      <ul className="content-related__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PageHeading({ children, kicker }: { children: ReactNode; kicker?: string | undefined }) {
  return (
    <>
      {kicker && <p className="content-kicker">{kicker}</p>}
      <h1 id="titlu-pagina" tabIndex={-1} className="content-title">
        {children}
      </h1>
    </>
  );
}

export function ContentPage({ copy, kicker, related = [] }: { copy: PageCopy; kicker?: string; related?: readonly RelatedLink[] }) {
  usePageDescription(copy.description);
  return (
    <article className="content-page">
      <header className="content-hero">
        <PageHeading kicker={kicker}>{copy.h1}</PageHeading>
        <p className="content-lead">{copy.lead}</p>
        <CtaLinks cta={copy.cta} secondary={copy.secondary} />
      </header>
      <section className="content-section" aria-labelledby="pe-scurt">
        <h2 id="pe-scurt">Pe scurt</h2>
        <ul className="content-points">
          {copy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <FaqList items={copy.faq} />
      <section className="content-section content-final" aria-labelledby="pasul-urmator">
        <h2 id="pasul-urmator">Gata de trimis?</h2>
        <p>Durează câteva minute: adresele, coletul, oferta potrivită.</p>
        <CtaLinks cta={copy.cta} />
      </section>
      <RelatedPages links={related} />
    </article>
  );
}
