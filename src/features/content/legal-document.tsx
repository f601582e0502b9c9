// The parts of a long document (legal pages, /servicii, /metode-plata, /info): the table of contents,
// the sections with their anchors, lists, tables and links, and the "last updated" line.
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isServerDocument } from '../../shared/routes-data.ts';
import { formatRoDate, sectionId } from './legal-slug.ts';
import type { DocLink, DocSection, DocTable } from './legal-types.ts';
import './legal.css';

/**
 * An in-page jump that moves focus too (keyboard and screen-reader users land on the heading) and
 * keeps the address shareable (#anchor) without a router navigation, which would focus the h1.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  try {
    window.history.replaceState(window.history.state, '', `#${id}`);
  } catch {
    // a sandboxed frame may refuse: the jump still happens
  }
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}

export function TableOfContents({ sections, numbered = false }: { sections: readonly DocSection[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <nav className="legal-toc" aria-labelledby="cuprins">
      <h2 id="cuprins" className="legal-toc__title">
        Cuprins
      </h2>
      <List className={numbered ? 'legal-toc__list' : 'legal-toc__list legal-toc__list--plain'}>
        {sections.map((section) => {
          const id = sectionId(section);
          return (
            <li key={id}>
              <a href={`#${id}`} onClick={(event) => jumpTo(event, id)}>
                {section.heading}
              </a>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="legal-updated">
      Ultima actualizare: <time dateTime={date}>{formatRoDate(date)}</time>
    </p>
  );
}

function DocLinkView({ link }: { link: DocLink }) {
  if (/^https?:\/\//.test(link.to)) {
    return (
      <a href={link.to} rel="noopener noreferrer" target="_blank">
        {link.label}
        <span className="legal-visually-hidden"> (se deschide într-o filă nouă)</span>
      </a>
    );
  }
  // A document of the server (the API's OpenAPI file) is opened by the browser, not by the router.
  if (isServerDocument(link.to)) return <a href={link.to}>{link.label}</a>;
  return <Link to={link.to}>{link.label}</Link>;
}

function DocTableView({ table }: { table: DocTable }) {
  return (
    <div className="legal-table-wrap">
      <table className="legal-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) => (
                <td key={`${i}-${cell}`} data-label={table.head[i]}>
                  {i === table.codeColumn ? <code>{cell}</code> : cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A link from another page (/info#statusuri-de-urmarire) is an in-app navigation, which does not
 * scroll to the anchor by itself: bring the section into view once the page has rendered.
 */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (target?.classList.contains('legal-heading')) target.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

/** Every section with its anchored h2; `numbered` prefixes "1." (legal pages), `slot` goes into the section marked for it. */
export function DocSections({ sections, numbered = false, slot }: { sections: readonly DocSection[]; numbered?: boolean; slot?: ReactNode }) {
  useScrollToHash();
  const hasSlot = sections.some((s) => s.slot);
  return (
    <>
      {sections.map((section, index) => {
        const id = sectionId(section);
        return (
          <section key={id} className="content-section legal-section">
            <h2 id={id} tabIndex={-1} className="legal-heading">
              {numbered ? <span className="legal-heading__number">{index + 1}. </span> : null}
              {section.heading}
            </h2>
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
            {section.table && <DocTableView table={section.table} />}
            {section.links && section.links.length > 0 && (
              <ul className="legal-links">
                {section.links.map((link) => (
                  <li key={link.to + link.label}>
                    <DocLinkView link={link} />
                  </li>
                ))}
              </ul>
            )}
            {section.slot && slot ? <div className="legal-slot">{slot}</div> : null}
          </section>
        );
      })}
      {!hasSlot && slot ? <div className="legal-slot">{slot}</div> : null}
    </>
  );
}
