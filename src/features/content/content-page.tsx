// The one layout of marketing pages: heading, lead, call to action, benefits, FAQ, related pages.
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageDescription } from '../../lib/document-head.ts';
import { jumpToSection } from '../../lib/jump-to-section.ts';
import type { Cta, Faq, PageCopy, RelatedLink } from './content-types.ts';
import './content.css';

/** A call to action: a page of the app, or a section of this page ("#calculator"), reached without leaving it. */
function CtaLink({ cta, className }: { cta: Cta; className: string }) {
  if (!cta.to.startsWith('#')) {
    return (
      <Link className={className} to={cta.to}>
        {cta.label}
      </Link>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!jumpToSection(cta.to)) return; // no such section: the browser's own fragment navigation
    event.preventDefault();
    // The address names the section (a reload or a shared link lands there) without a router navigation.
    window.history.replaceState(window.history.state, '', cta.to);
  };
  return (
    <a className={className} href={cta.to} onClick={onClick}>
      {cta.label}
    </a>
  );
}

export function CtaLinks({ cta, secondary }: { cta: Cta; secondary?: Cta | undefined }) {
  return (
    <p className="content-cta">
      <CtaLink className="content-cta__primary" cta={cta} />
      {secondary && <CtaLink className="content-cta__secondary" cta={secondary} />}
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
