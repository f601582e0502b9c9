// /autentificare (guest only): the login form; after login the ?redirect= target or home.
import { useLocation } from 'react-router-dom';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { roAccount } from '../i18n/ro-account.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const { search } = useLocation();
  return (
    <AuthScreen title={capitalize(info?.name ?? '')} lead={roAccount.login.lead}>
      <LoginForm search={search} />
    </AuthScreen>
  );
}
