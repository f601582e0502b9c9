// The Romanian web manifest, shared by the build (vite-plugin-pwa writes dist/manifest.webmanifest
// and links it from index.html) and the tests. What Chromium's installability check needs: name,
// short_name, start_url, display standalone, icons 192 and 512 ('any') plus a maskable one.
// No `orientation`: forms work in both, and a portrait lock would fight tablets held sideways.
export const APP_NAME = 'Curiero: comandă și urmărește curierul';
export const APP_SHORT_NAME = 'Curiero';
export const THEME_COLOR = '#0b5fff';
export const BACKGROUND_COLOR = '#ffffff';

export const webManifest = {
  id: '/',
  name: APP_NAME,
  short_name: APP_SHORT_NAME,
  description:
    'Compară prețurile FAN Courier, Cargus, DPD, Sameday, GLS și Bookurier, comandă curierul și urmărește coletele după AWB.',
  lang: 'ro',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['business', 'shopping', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Urmărește un colet',
      short_name: 'Urmărire',
      url: '/tracking',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Comandă un curier',
      short_name: 'Comandă',
      url: '/comanda',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};
