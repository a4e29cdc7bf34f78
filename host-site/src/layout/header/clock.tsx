import { useEffect, useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { formatGmt8 } from '@sdk/rules/clock';
import { PLATFORM_ZONE_LABEL } from '@sdk/rules/dates';

/** SPEC §2: GMT+8 time, refreshed every second, DD/MM/YYYY HH:mm:ss. */
export function Clock() {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="header__clock" role="timer" aria-label={t('header.clock')} aria-live="off">
      <span className="header__clock-zone" aria-hidden="true">
        {PLATFORM_ZONE_LABEL}
      </span>
      <time data-testid="gmt8-clock" dateTime={new Date(now).toISOString()}>
        {formatGmt8(now)}
      </time>
    </span>
  );
}
