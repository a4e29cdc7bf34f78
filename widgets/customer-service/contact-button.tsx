import type { ReactNode } from 'react';
import { useT } from '../ui/croupier-context';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import { useCustomerService } from './use-customer-service';

/** A button that opens customer service ('Contact Us' on the full-screen states). */
export function ContactButton(props: { className?: string; children?: ReactNode }) {
  const t = useT();
  const { open, opening } = useCustomerService();
  return (
    <button
      type="button"
      className={props.className ?? 'cr-btn cr-btn--primary'}
      aria-busy={opening}
      onClick={() => void open()}
    >
      <Icon path={icons.chat} />
      {props.children ?? t('common.contactUs')}
    </button>
  );
}
