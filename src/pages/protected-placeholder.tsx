// Placeholder for the screens behind a login; its own chunk (protected-*) so the service worker
// never precaches account screens (vite.config.ts globIgnores).
export { Component } from './placeholder-page.tsx';
