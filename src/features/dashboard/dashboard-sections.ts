// The dashboard's navigation entries: the overview, then every section of the spec (shared data),
// with readable labels and their one-line summaries.
import { roAccount } from '../../i18n/ro-account.ts';
import { capitalize } from '../../lib/title.ts';
import { DASHBOARD_SECTIONS } from '../../shared/dashboard-sections.ts';
import type { DashboardSectionSlug } from '../../shared/dashboard-sections.ts';

export const DASHBOARD_PATH = '/dashboard';

export interface DashboardNavEntry {
  /** null for the overview. */
  slug: DashboardSectionSlug | null;
  to: string;
  label: string;
  summary: string;
}

export const DASHBOARD_NAV: readonly DashboardNavEntry[] = [
  { slug: null, to: DASHBOARD_PATH, label: roAccount.dashboard.overview, summary: roAccount.dashboard.overviewLead },
  ...DASHBOARD_SECTIONS.map((s) => ({
    slug: s.slug,
    to: `${DASHBOARD_PATH}/${s.slug}`,
    label: capitalize(s.name),
    summary: roAccount.sections[s.slug].summary,
  })),
];

export function isDashboardSection(slug: string | undefined): slug is DashboardSectionSlug {
  return DASHBOARD_SECTIONS.some((s) => s.slug === slug);
}
