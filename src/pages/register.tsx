// /inregistrare (guest only): the registration form.
import { useLocation } from 'react-router-dom';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { roAccount } from '../i18n/ro-account.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const { search } = useLocation();
  return (
    <AuthScreen title={capitalize(info?.name ?? '')} lead={roAccount.register.lead}>
      <RegisterForm search={search} />
    </AuthScreen>
  );
}
