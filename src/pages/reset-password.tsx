// /resetare-parola/confirmare?token=…&email=… (guest only): choose the new password.
import { useLocation } from 'react-router-dom';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { roAccount } from '../i18n/ro-account.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const { search } = useLocation();
  return (
    <AuthScreen title={capitalize(info?.name ?? '')} lead={roAccount.reset.lead}>
      <ResetPasswordForm search={search} />
    </AuthScreen>
  );
}
