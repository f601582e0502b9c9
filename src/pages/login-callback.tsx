// /autentificare/login-callback?code=… (public, prerendered without a query): admin impersonation.
import { useLocation } from 'react-router-dom';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { LoginCallbackView } from '../features/auth/components/login-callback-view.tsx';
import { capitalize } from '../lib/title.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const { search } = useLocation();
  const hydrated = useHydrated();
  return (
    <AuthScreen title={capitalize(info?.name ?? '')}>
      <LoginCallbackView search={search} hydrated={hydrated} />
    </AuthScreen>
  );
}
