// One screen for every route a later issue will build: heading, what the screen will do, and a
// useful link, all read from the route table (src/shared/routes-data.ts) through the route handle.
import { ButtonLink } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ro } from '../i18n/ro.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  if (!info) return null;
  const link = info.route.link ?? { to: '/', label: ro.app.notFound.home };
  return (
    <div className="container">
      <PageHeader title={capitalize(info.name)} lead={info.description} />
      <Card as="section">
        <p>{ro.app.placeholderNote}</p>
        <ButtonLink to={link.to}>{link.label}</ButtonLink>
      </Card>
    </div>
  );
}
