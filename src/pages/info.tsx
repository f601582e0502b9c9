// Stub: filled in by the issue #7 work on this screen.
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  return (
    <div className="container">
      <h1 id="titlu-pagina" tabIndex={-1}>
        {capitalize(info?.name ?? '')}
      </h1>
    </div>
  );
}
