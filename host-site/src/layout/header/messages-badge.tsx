import { useEffect, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useTexts } from '@widgets/ui/use-texts';
import { Icon } from '@widgets/ui/icon';
import { useIdleOnce } from '../../app/when-idle';

/** A bell (24-unit view box, as widgets/ui/icons). */
const BELL =
  'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z';

/**
 * The header's unread-messages badge (SPEC §2, §7 CSP_unreadCount): a bell with the count, shown
 * while a member has unread platform messages; it opens the personal centre's messages page. The
 * count comes from croupier.messages (its lazy module reads it on login, every minute while the
 * tab is visible, and from the messages page's own calls), so the header's first load carries none
 * of it, and the texts load only once there is something to show. It starts at the page load's
 * first idle moment: its module and first call were a member's first effects, in the load's
 * longest task.
 */
export function MessagesBadge(props: { onOpen: () => void }) {
  const croupier = useCroupier();
  const idle = useIdleOnce();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!idle) return;
    const stop = croupier.messages.watchUnread(setCount);
    return () =>
      void stop.then(
        (s) => s(),
        () => undefined,
      );
  }, [croupier, idle]);
  return count > 0 ? <Bell count={count} onOpen={props.onOpen} /> : null;
}

function Bell(props: { count: number; onOpen: () => void }) {
  const t = useT();
  if (!useTexts('rewards')) return null;
  return (
    <button
      type="button"
      className="cr-icon-btn header__messages"
      aria-label={t('inbox.badge', { count: props.count })}
      title={t('inbox.badge', { count: props.count })}
      onClick={props.onOpen}
    >
      <Icon path={BELL} />
      <span className="header__badge" aria-hidden="true" data-testid="unread-badge">
        {props.count > 99 ? '99+' : props.count}
      </span>
    </button>
  );
}
