// A route-table row that is only another page's address (RouteData.redirect, e.g. /calculator ->
// /#calculator; the server answers the same with a 301). The target's page module is loaded first,
// so the page renders at once after the replace navigation and its section is there to jump to.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { preloadPage } from './lazy-page.ts';
import { matchRouteEntry } from './match-route.ts';

export function RedirectRoute({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    const target = matchRouteEntry(new URL(to, window.location.origin).pathname);
    void (target ? preloadPage(target.load) : Promise.resolve(true)).then(() => {
      if (active) void navigate(to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, to]);
  return null;
}
