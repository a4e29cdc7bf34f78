import { LotteryBoard } from '@widgets/lottery';
import '@widgets/ui/chips.css';
import '@widgets/lottery/lottery.css';
import type { PageProps } from '../app/page-props';

const VARIANTS = { '/lottery': 'all', '/vnlottery': 'vn', '/elott': 'elott' } as const;

/** SPEC §2 /lottery, /Vnlottery and /elott: one board, three sets of menus. */
export default function LotteryPage(props: PageProps) {
  const variant = VARIANTS[props.path.toLowerCase().replace(/\/+$/, '') as keyof typeof VARIANTS] ?? 'all';
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {props.title}
      </h1>
      <LotteryBoard variant={variant} />
    </section>
  );
}
