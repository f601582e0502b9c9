// Search over all docs pages. The index (generated/search-index.json, built with the pages) is a
// chunk of its own, fetched when the search box is first focused or typed in, never at page load.
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { fillDocs, roDocs } from '../../i18n/ro-docs.ts';
import { searchDocs, type SearchEntry, type SearchResult } from './search-index.ts';

// A glob (not a plain import) so that type-checking needs no generated file.
const INDEX = import.meta.glob<SearchEntry[]>('./generated/search-index.json', { import: 'default' });
let indexPromise: Promise<SearchEntry[]> | null = null;

export function loadSearchIndex(): Promise<SearchEntry[]> {
  const load = INDEX['./generated/search-index.json'];
  if (!load) return Promise.reject(new Error('docs: no search index (run scripts/docs-build.ts)'));
  indexPromise ??= load().catch((error: unknown) => {
    indexPromise = null;
    throw error;
  });
  return indexPromise;
}

export function DocsSearch() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<SearchEntry[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const asked = useRef(false);

  const load = () => {
    if (asked.current && state !== 'failed') return;
    asked.current = true;
    setState('loading');
    loadSearchIndex().then(
      (entries) => {
        setIndex(entries);
        setState('idle');
      },
      () => setState('failed'),
    );
  };
  useEffect(() => {
    if (query && !index) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load when a query first needs the index
  }, [query]);

  const results: SearchResult[] = index && query.trim() ? searchDocs(index, query) : [];
  const status =
    !query.trim() ? '' : state === 'failed' ? roDocs.searchFailed : !index ? roDocs.searchLoading : results.length === 0 ? fillDocs(roDocs.searchNone, { query: query.trim() }) : results.length === 1 ? roDocs.searchOne : fillDocs(roDocs.searchCount, { count: results.length });

  return (
    <div role="search" className="docs-search">
      <label htmlFor={`${id}-q`} className="docs-search__label">
        {roDocs.searchLabel}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="docs-search__input"
        value={query}
        placeholder={roDocs.searchPlaceholder}
        autoComplete="off"
        aria-describedby={`${id}-status`}
        onFocus={load}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p id={`${id}-status`} className="docs-search__status" role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ul className="docs-search__results">
          {results.map((r) => (
            <li key={r.to}>
              <AppLink to={r.to} onClick={() => setQuery('')}>
                <span className="docs-search__page">{r.page}</span>
                {r.section && <span className="docs-search__section"> · {r.section}</span>}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
