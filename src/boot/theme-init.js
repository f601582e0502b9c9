// Applies the stored colour theme before first paint (no flash of the wrong theme).
// localStorage 'dark_mode' = 'dark' | 'light'; absent or unreadable = follow the system.
// Inlined into index.html at build (vite.config.ts) so it costs no request; the server allows it
// in the Content-Security-Policy by its SHA-256 hash, never with 'unsafe-inline'.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('dark_mode');
  } catch {
    theme = null;
  }
  if (theme !== 'dark' && theme !== 'light') {
    try {
      theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    } catch {
      theme = 'light';
    }
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
})();
