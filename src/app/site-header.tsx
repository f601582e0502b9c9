// Header: logo, main navigation (a disclosure menu under 80rem), theme choice and the account
// entries: 'Autentificare' for a guest; 'Contul meu' and 'Deconectare' once signed in. Under 80rem
// it also holds the chat (an icon beside the menu button, an entry in the open menu): a floating
// chat button would cover form controls there (src/features/chat/chat-launcher.tsx).
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState, isSignedIn } from '../features/auth/auth-store.ts';
import { ChatLauncher } from '../features/chat/chat-launcher.tsx';
import { ThemeSwitcher } from '../features/theme/theme-switcher.tsx';
import { roAccountShell } from '../i18n/ro-account-shell.ts';
import { ro } from '../i18n/ro.ts';
import { notify } from '../lib/toast.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import './site-header.css';

const NAV = [
  { to: '/comanda', label: ro.app.nav.order },
  { to: '/tracking', label: ro.app.nav.tracking },
  { to: '/retur', label: ro.app.nav.returns },
  { to: '/business', label: ro.app.nav.business },
  { to: '/docs', label: ro.app.nav.docs },
] as const;

function Logo() {
  return (
    <Link to="/" className="site-logo" aria-label={ro.app.homeLink}>
      <svg className="site-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b5fff" />
        <path d="M8 12.5 16 8l8 4.5v9L16 26l-8-4.5z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 12.5 16 17l8-4.5M16 17v9" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="site-logo__text">{ro.app.brand}</span>
    </Link>
  );
}

export function SiteHeader() {
  // The menu is open for the page it was opened on: navigating closes it without an effect.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const { status } = useSnapshot(authState);
  // Prerendered as a guest; the session (this browser's storage) applies right after hydration.
  const hydrated = useHydrated();
  const signedIn = hydrated && isSignedIn(status);
  const account = signedIn ? { to: '/dashboard', label: ro.app.nav.account } : { to: '/autentificare', label: ro.app.nav.login };
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  // The account actions are their own chunk: loaded only when someone logs out.
  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      const { logoutAndLeave } = await import('../features/auth/components/logout-and-leave.ts');
      await logoutAndLeave(() => navigate('/')); // logout shows its own toast
    } catch {
      notify((toast) => toast.error(ro.errors.logoutFailure)); // the chunk could not load (offline)
    } finally {
      setLeaving(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        document.getElementById('buton-meniu')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo />
        <ChatLauncher place="header" />
        <button
          id="buton-meniu"
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="meniu-principal"
          onClick={() => setOpen(!open)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          {open ? ro.app.menuClose : ro.app.menuOpen}
        </button>
        <nav id="meniu-principal" className={open ? 'site-nav is-open' : 'site-nav'} aria-label={ro.app.mainNav}>
          <ul className="site-nav__list">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink className="site-nav__link" to={item.to}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="site-nav__chat">
              <ChatLauncher place="menu" />
            </li>
            <li>
              <NavLink className="site-nav__link site-nav__link--account" to={account.to}>
                {account.label}
              </NavLink>
            </li>
            {signedIn ? (
              <li>
                <button
                  type="button"
                  className="site-nav__link site-nav__logout"
                  disabled={leaving}
                  aria-busy={leaving || undefined}
                  onClick={() => void onLogout()}
                >
                  {leaving ? roAccountShell.loggingOut : roAccountShell.logout}
                </button>
              </li>
            ) : null}
          </ul>
          <div className="site-nav__theme">
            <ThemeSwitcher />
          </div>
        </nav>
      </div>
    </header>
  );
}
