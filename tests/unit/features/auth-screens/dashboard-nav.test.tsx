import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardNav } from '../../../../src/features/dashboard/dashboard-nav.tsx';
import { roAccount } from '../../../../src/i18n/ro-account.ts';
import { DASHBOARD_SECTIONS } from '../../../../src/shared/dashboard-sections.ts';

afterEach(cleanup);

function renderNav(current: Parameters<typeof DashboardNav>[0]['current']) {
  render(
    <MemoryRouter>
      <DashboardNav current={current} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: roAccount.dashboard.sectionsNav }));
}

describe('dashboard section navigation', () => {
  it('lists the overview and every section', () => {
    const nav = renderNav(null);
    const links = nav.getAllByRole('link');
    expect(links).toHaveLength(DASHBOARD_SECTIONS.length + 1);
    expect(links[0]?.getAttribute('href')).toBe('/dashboard');
    expect(links.map((l) => l.getAttribute('href'))).toContain('/dashboard/profil');
  });

  it('marks the current section with aria-current="page", and only it', () => {
    const nav = renderNav('profil');
    const current = nav.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe('Profilul meu');
    expect(current[0]?.getAttribute('href')).toBe('/dashboard/profil');
  });

  it('marks the overview on /dashboard', () => {
    const nav = renderNav(null);
    expect(nav.getByRole('link', { name: roAccount.dashboard.overview }).getAttribute('aria-current')).toBe('page');
  });
});
