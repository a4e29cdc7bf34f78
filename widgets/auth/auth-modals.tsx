import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useStyles } from '../ui/styles';
import { LoginModal } from './login-modal';
import baseCss from '../ui/base.css?inline';
import css from './auth.css?inline';

/** Renders whichever account modal is open. */
export function AuthModals() {
  useStyles('cr-base', baseCss);
  useStyles('cr-auth', css);
  const croupier = useCroupier();
  const open = useSignal(croupier.state.modals);
  const names = new Set(open.map((m) => m.name));
  return <>{names.has('login') && <LoginModal />}</>;
}
