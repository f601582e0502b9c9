// The side content next to a form (form-copy.ts FORM_ASIDE): how to reach us, what happens next,
// what a company gets; its links are the app's own pages.
import { AppLink } from '../../components/app-link.tsx';
import type { FormKind } from '../../shared/forms.ts';
import { FORM_ASIDE } from './form-copy.ts';

export function FormAside({ kind }: { kind: FormKind }) {
  return (
    <aside className="forms-aside" aria-label={FORM_ASIDE[kind][0]?.title}>
      {FORM_ASIDE[kind].map((block) => (
        <section className="forms-aside__block" key={block.title} aria-labelledby={`${kind}-${slug(block.title)}`}>
          <h2 id={`${kind}-${slug(block.title)}`}>{block.title}</h2>
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {block.links?.length ? (
            <ul className="forms-aside__links">
              {block.links.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to}>{link.label}</AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </aside>
  );
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
