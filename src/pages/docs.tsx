// The API documentation pages (/docs, the guides, the reference): each route loads this module and
// its own page data (src/features/docs/load-doc-page.ts) before rendering, so a prerendered page is
// hydrated with the same content and a page opened in the app never shows a skeleton. A signed-in
// user's examples show the prefix of their test key (read after hydration: the prerendered HTML is
// the guest's) and, under each read-only example, „Încearcă” (features/docs/try-it.tsx).
import { useEffect, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { listApiKeys } from '../features/api-keys/api-keys-api.ts';
import { authState, isSignedIn } from '../features/auth/auth-store.ts';
import { DocsLayout } from '../features/docs/docs-layout.tsx';
import type { DocPage } from '../features/docs/docs-types.ts';
import { InlineText } from '../features/docs/inline-text.tsx';
import { loadDocPage } from '../features/docs/load-doc-page.ts';
import { TryIt } from '../features/docs/try-it.tsx';
import { fillDocs, roDocs } from '../i18n/ro-docs.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

type TestKey = { state: 'none' } | { state: 'missing' } | { state: 'found'; prefix: string };

const NO_KEY: TestKey = { state: 'none' };

function useTestKey(): TestKey {
  const hydrated = useHydrated();
  const { status } = useSnapshot(authState);
  const signedIn = hydrated && isSignedIn(status);
  const [key, setKey] = useState<TestKey>(NO_KEY);
  useEffect(() => {
    if (!signedIn) return;
    const abort = new AbortController();
    listApiKeys(abort.signal).then(
      (keys) => {
        // The newest active test key: the one „Încearcă” runs as (POST /api/private/api-keys/try).
        const test = keys.filter((k) => k.mode === 'test' && !k.revoked_at).sort((a, b) => b.id - a.id)[0];
        setKey(test ? { state: 'found', prefix: test.prefix } : { state: 'missing' });
      },
      () => {
        if (!abort.signal.aborted) setKey(NO_KEY);
      },
    );
    return () => abort.abort();
  }, [signedIn]);
  return signedIn ? key : NO_KEY;
}

function DocsPage({ page }: { page: DocPage }) {
  const key = useTestKey();
  const note =
    key.state === 'found' ? fillDocs(roDocs.yourKey, { prefix: key.prefix }) : key.state === 'missing' ? roDocs.noTestKey : roDocs.guestKey;
  return (
    <DocsLayout
      page={page}
      keyPrefix={key.state === 'found' ? key.prefix : undefined}
      // "Încearcă" only for a signed-in user with a test key (the call runs as that key).
      renderTry={key.state === 'found' ? (block) => (block.tryPath ? <TryIt path={block.tryPath} /> : null) : undefined}
      keyNote={
        <p>
          <InlineText text={note} />
        </p>
      }
    />
  );
}

/** The page module of one docs path: its component bound to the page's data. */
export async function docsPageModule(path: string): Promise<{ Component: ComponentType }> {
  const page = await loadDocPage(path);
  return { Component: () => <DocsPage page={page} /> };
}
