// Landing and order-entry pages of spec §2 (/curier-ieftin, /trimitere-plic...).
import { ContentPage } from './content-page.tsx';
import { landingCopy } from './landing-copy.ts';

export function LandingView({ slug }: { slug: string }) {
  return <ContentPage copy={landingCopy(slug)} />;
}
