// /contact, /feedback and /business (public): the forms of src/shared/forms.ts, each with its
// heading, side content, autosaved draft and offline queue (src/features/forms).
import { FormPage } from '../features/forms/form-page.tsx';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const kind = info?.route.form ?? 'contact';
  return <FormPage key={kind} kind={kind} />;
}
