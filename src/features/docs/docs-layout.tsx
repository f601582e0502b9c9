// A docs page: breadcrumb, the sidebar, the search, the page's title, lead and blocks; the overview
// (/docs) also lists every guide and reference group and offers the OpenAPI document.
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { roDocs } from '../../i18n/ro-docs.ts';
import { API_DOC_GROUPS, API_GETTING_STARTED, apiDocPath, DOCS_SECTIONS } from '../../shared/docs-pages.ts';
import { SHOP_TOOLS } from '../../shared/integrations.ts';
import { DocBlocks, type DocBlocksProps } from './doc-blocks.tsx';
import { DocsSearch } from './docs-search.tsx';
import { DocsSidebar } from './docs-sidebar.tsx';
import type { DocPage } from './docs-types.ts';
import { InlineText } from './inline-text.tsx';
import './docs.css';
import { capitalize as capital } from '../../lib/title.ts';

export interface DocsLayoutProps extends Omit<DocBlocksProps, 'blocks'> {
  page: DocPage;
  /** A line above the content about the key the examples use (signed in or not). */
  keyNote?: ReactNode;
}

function DocsIndex() {
  return (
    <>
      <h2 id="ghiduri" className="docs-heading">
        {roDocs.allGuides}
      </h2>
      <ul className="docs-index">
        <li>
          <AppLink to={API_GETTING_STARTED.path}>{capital(API_GETTING_STARTED.name)}</AppLink>
        </li>
        {DOCS_SECTIONS.map((s) => (
          <li key={s.slug}>
            <AppLink to={`/docs/${s.slug}`}>{capital(s.name)}</AppLink>
          </li>
        ))}
      </ul>
      <h2 id="referinta" className="docs-heading">
        {roDocs.allReference}
      </h2>
      <div className="docs-groups">
        {API_DOC_GROUPS.map((g) => (
          <section key={g.slug} className="docs-group" aria-labelledby={`grupa-${g.slug}`}>
            <h3 id={`grupa-${g.slug}`}>{capital(g.name)}</h3>
            <ul>
              {g.pages.map((p) => (
                <li key={p.slug}>
                  <AppLink to={apiDocPath(g.slug, p.slug)}>{capital(p.name)}</AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <h2 id="openapi" className="docs-heading">
        OpenAPI
      </h2>
      <p>{roDocs.openapiNote}</p>
      <p>
        <a href={SHOP_TOOLS.openapi} download="curiero-openapi.json" className="docs-download">
          {roDocs.openapi}
        </a>
      </p>
    </>
  );
}

export function DocsLayout({ page, keyNote, keyPrefix, renderTry }: DocsLayoutProps) {
  const isIndex = page.path === '/docs';
  return (
    <div className="container docs">
      <nav aria-label={roDocs.breadcrumb} className="docs-breadcrumb">
        <ol>
          <li>
            <AppLink to="/">{roDocs.home}</AppLink>
          </li>
          <li>{isIndex ? <span aria-current="page">{roDocs.docsHome}</span> : <AppLink to="/docs">{roDocs.docsHome}</AppLink>}</li>
          {!isIndex && (
            <li>
              <span aria-current="page">{page.title}</span>
            </li>
          )}
        </ol>
      </nav>
      <div className="docs__grid">
        <div className="docs__search">
          <DocsSearch />
        </div>
        <aside className="docs__aside">
          <DocsSidebar current={page.path} />
        </aside>
        <article className="docs__main">
          <h1>{page.title}</h1>
          <p className="docs__lead">
            <InlineText text={page.lead} />
          </p>
          {keyNote && <div className="docs-key-note">{keyNote}</div>}
          <DocBlocks blocks={page.blocks} keyPrefix={keyPrefix} renderTry={renderTry} />
          {isIndex && <DocsIndex />}
        </article>
      </div>
    </div>
  );
}
