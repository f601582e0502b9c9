// A dashboard section with nothing in it yet: what will be listed here and the next useful step.
import { ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { roAccount } from '../../i18n/ro-account.ts';
import type { DashboardSectionSlug } from '../../shared/dashboard-sections.ts';

export type EmptySectionSlug = Exclude<DashboardSectionSlug, 'profil' | 'urmarire-lot'>;

export function SectionEmpty({ slug }: { slug: EmptySectionSlug }) {
  const copy = roAccount.sections[slug];
  return (
    <EmptyState title={copy.emptyTitle} action={<ButtonLink to={copy.actionTo}>{copy.action}</ButtonLink>}>
      <p>{copy.emptyText}</p>
    </EmptyState>
  );
}
