// /auth/callback/{provider} (guest only): finishes or starts a social login.
import { useLocation } from 'react-router-dom';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { SocialCallbackView } from '../features/auth/components/social-callback-view.tsx';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const { search } = useLocation();
  return (
    <AuthScreen title={capitalize(info?.name ?? '')}>
      <SocialCallbackView provider={info?.params.provider} search={search} />
    </AuthScreen>
  );
}
