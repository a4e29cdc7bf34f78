import { useT } from '@widgets/ui/croupier-context';

/** A deposit's status as a coloured label. */
export function StatusBadge(props: { status: string }) {
  const t = useT();
  return (
    <span className={`cr-status cr-status--${props.status}`}>{t(`cashier.status.${props.status}`)}</span>
  );
}
