// /set-password/{id}/{token} (guest only): choose the account's password from an e-mailed link
// (?redirect= a same-site path to go to afterwards).
import { useLocation } from 'react-router-dom';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { SetPasswordForm } from '../features/auth/components/set-password-form.tsx';
import { roAccount } from '../i18n/ro-account.ts';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const { id = '', token = '' } = info?.params ?? {};
  const { search } = useLocation();
  return (
    <AuthScreen title={capitalize(info?.name ?? '')} lead={roAccount.setPassword.lead}>
      <SetPasswordForm key={`${id}/${token}`} id={id} token={token} search={search} />
    </AuthScreen>
  );
}
