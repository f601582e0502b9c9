// One screen for every route a later issue will build: heading, what the screen will do, and a
// useful link. The name comes from the route table, the copy from src/shared/route-descriptions.ts.
import { ButtonLink } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ro } from '../i18n/ro.ts';
import { capitalize } from '../lib/title.ts';
import { routeDescription } from '../shared/route-descriptions.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  if (!info) return null;
  const copy = routeDescription(info.route.path, info.params);
  const link = copy?.link ?? { to: '/', label: ro.app.notFound.home };
  return (
    <div className="container">
      <PageHeader title={capitalize(info.name)} lead={copy?.description} />
      <Card as="section">
        <p>{ro.app.placeholderNote}</p>
        <ButtonLink to={link.to}>{link.label}</ButtonLink>
      </Card>
    </div>
  );
}
