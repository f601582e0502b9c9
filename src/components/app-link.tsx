// A link to a page of the app that costs nothing to render or hydrate: a plain <a data-app-link>;
// one click listener for the whole document (src/app/link-navigation.ts) turns its plain clicks
// into router navigations. For the many static links of the header, footer and home page; use the
// router's Link/NavLink where the link needs the router's state (active page, relative paths).
import type { AnchorHTMLAttributes } from 'react';
import { isServerDocument } from '../shared/routes-data.ts';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app, e.g. '/tracking' (or a server document such as the OpenAPI file). */
  to: string;
}

export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    // A document of the server (/api/...) is opened by the browser, not by the router.
    <a href={to} data-app-link={isServerDocument(to) ? undefined : ''} {...rest}>
      {children}
    </a>
  );
}
