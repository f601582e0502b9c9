// Applies the stored colour theme before first paint (no flash of the wrong theme).
// localStorage 'dark_mode' = 'dark' | 'light'; absent or unreadable = follow the system.
// External file, not inline: the Content-Security-Policy allows no inline scripts.
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
