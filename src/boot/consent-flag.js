// Marks <html data-consent="decided"> before first paint when this browser has made its cookie
// choice, so the cookie banner in a prerendered page stays hidden (consent-banner.css).
(function () {
  try {
    if (window.localStorage.getItem('consent')) document.documentElement.setAttribute('data-consent', 'decided');
  } catch {
    // storage unavailable: the banner shows, as for a first visit
  }
})();
