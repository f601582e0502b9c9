// Sections of the customer dashboard (/dashboard/{section}); an unknown section is a not-found.
export const DASHBOARD_SECTIONS = [
  { slug: 'comenzi', name: 'comenzile mele' },
  { slug: 'expedieri', name: 'expedieri în lot' },
  { slug: 'adrese', name: 'agenda de adrese' },
  { slug: 'retururi', name: 'retururile mele' },
  { slug: 'rambursuri', name: 'rambursuri' },
  { slug: 'portofel', name: 'portofel' },
  { slug: 'facturi', name: 'facturi' },
  { slug: 'profil', name: 'profilul meu' },
  { slug: 'api', name: 'chei API' },
  { slug: 'notificari', name: 'notificări' },
] as const;

export type DashboardSectionSlug = (typeof DASHBOARD_SECTIONS)[number]['slug'];
