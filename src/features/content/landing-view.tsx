// Landing and order-entry pages of spec §2 (/curier-ieftin, /trimitere-plic...): their copy and
// the related pages of their intent.
import type { LandingSlug } from '../../shared/landing-pages.ts';
import { ContentPage } from './content-page.tsx';
import { landingCopy } from './landing-copy.ts';
import { landingRelatedPages } from './related-pages.ts';

export function LandingView({ slug }: { slug: LandingSlug }) {
  return <ContentPage copy={landingCopy(slug)} related={landingRelatedPages(slug)} />;
}
