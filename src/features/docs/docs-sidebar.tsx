// The docs' table of contents: overview, guides and the reference groups, with the current page
// marked (aria-current) and its group open. Beside the page from 60rem, after it on a phone.
import { AppLink } from '../../components/app-link.tsx';
import { roDocs } from '../../i18n/ro-docs.ts';
import { API_DOC_GROUPS, API_GETTING_STARTED, apiDocPath, DOCS_SECTIONS } from '../../shared/docs-pages.ts';
import { capitalize as capital } from '../../lib/title.ts';

function Item({ to, label, current }: { to: string; label: string; current: string }) {
  return (
    <li>
      <AppLink to={to} className="docs-nav__link" aria-current={to === current ? 'page' : undefined}>
        {label}
      </AppLink>
    </li>
  );
}

export function DocsSidebar({ current }: { current: string }) {
  return (
    <nav className="docs-nav" aria-label={roDocs.nav}>
      <div className="docs-nav__fold">
        <p className="docs-nav__title">{roDocs.navToggle}</p>
        <ul className="docs-nav__list">
          <Item to="/docs" label={roDocs.overview} current={current} />
          <Item to={API_GETTING_STARTED.path} label={capital(API_GETTING_STARTED.name)} current={current} />
        </ul>
        <p className="docs-nav__heading">{roDocs.navGuides}</p>
        <ul className="docs-nav__list">
          {DOCS_SECTIONS.map((s) => (
            <Item key={s.slug} to={`/docs/${s.slug}`} label={capital(s.name)} current={current} />
          ))}
        </ul>
        <p className="docs-nav__heading">{roDocs.navReference}</p>
        {API_DOC_GROUPS.map((g) => {
          const here = g.pages.some((p) => apiDocPath(g.slug, p.slug) === current);
          return (
            <details key={g.slug} className="docs-nav__group" open={here}>
              <summary className="docs-nav__group-name">{capital(g.name)}</summary>
              <ul className="docs-nav__list">
                {g.pages.map((p) => (
                  <Item key={p.slug} to={apiDocPath(g.slug, p.slug)} label={capital(p.name)} current={current} />
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </nav>
  );
}
