// /resetare-parola (guest only): ask for a password-reset link by e-mail.
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { roAccount } from '../i18n/ro-account.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  return (
    <AuthScreen title={capitalize(info?.name ?? '')} lead={roAccount.forgot.lead}>
      <ForgotPasswordForm />
    </AuthScreen>
  );
}
