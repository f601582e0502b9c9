// /verify-email/{id}/{token} (public): confirms the e-mail address on arrival; with ?email= it is
// the link that confirms a new address (a change asked from the profile).
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState, isSignedIn } from '../features/auth/auth-store.ts';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { VerifyEmailView } from '../features/auth/components/verify-email-view.tsx';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const { status } = useSnapshot(authState);
  const { id = '', token = '' } = info?.params ?? {};
  const [query] = useSearchParams();
  const email = query.get('email') ?? undefined;
  return (
    <AuthScreen title={capitalize(info?.name ?? '')}>
      <VerifyEmailView key={`${id}/${token}`} id={id} token={token} email={email} signedIn={isSignedIn(status)} />
    </AuthScreen>
  );
}
