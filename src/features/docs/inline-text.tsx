// The inline markup of the docs (docs-types.ts): `code`, **bold** and [label](/path or https://...),
// turned into elements, never into HTML: text stays text.
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link.tsx';

const TOKEN = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    const [, code, bold, label, href] = match;
    if (code !== undefined) parts.push(<code key={at}>{code}</code>);
    else if (bold !== undefined) parts.push(<strong key={at}>{bold}</strong>);
    else if (label !== undefined && href !== undefined) {
      parts.push(
        href.startsWith('/') ? (
          <AppLink key={at} to={href}>
            {label}
          </AppLink>
        ) : (
          <a key={at} href={href} rel="noopener noreferrer" target="_blank">
            {label}
          </a>
        ),
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
