import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { useAsync } from '@widgets/ui/use-async';
import { useTexts } from '@widgets/ui/use-texts';
import { AsyncStates } from '@widgets/ui/async-states';
import { Tabs } from '@widgets/ui/tabs';
import { cdnUrl } from '@sdk/rules/cdn';
import {
  PROMOTION_CATEGORIES,
  type Promotion,
  type PromotionCategory,
} from '@sdk/contract/entities/promotions';
import { PageHeading, type PageHeadingProps } from '../ui/page-heading';
import type { PromotionLinks } from './promotion-links';
import { PromotionDates, StatusBadge, useMoney } from './promotion-parts';

type Tab = 'all' | PromotionCategory;
const TABS: readonly Tab[] = ['all', ...PROMOTION_CATEGORIES];
const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;
const SKELETON = { className: 'promotions__grid', item: 'skeleton promo-card--skeleton', count: 3 };

/** SPEC §2 /promotions: the promotions by category (WAI-ARIA tabs), each card with its status and dates. */
export function PromotionList(props: PageHeadingProps & { links: PromotionLinks }) {
  const croupier = useCroupier();
  const headingId = useId();
  const t = useT();
  const ready = useTexts('rewards');
  const language = useSignal(croupier.state.language);
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const [tab, setTab] = useState<Tab>('all');
  const promotions = useAsync(
    () => croupier.promotions.list(tab === 'all' ? undefined : tab),
    [croupier, tab, language, loggedIn],
  );
  return (
    <section className="page promotions" aria-labelledby={headingId}>
      <PageHeading title={props.title} id={headingId} fallback={ready ? t('promotions.heading') : ''} />
      {!ready ? (
        <AsyncStates state={TEXTS_LOADING} className="page__empty" />
      ) : (
        <Tabs
          label={t('promotions.tabs')}
          tabs={TABS.map((id) => ({ id, label: t(`promotions.categories.${id}`) }))}
          selected={tab}
          onSelect={setTab}
          className="promotions__tabs"
        >
          <AsyncStates
            state={promotions}
            empty={promotions.status === 'ready' && promotions.value.list.length === 0}
            emptyText={t('promotions.empty')}
            className={promotions.status === 'error' ? 'page__error' : 'page__empty'}
            skeleton={SKELETON}
          >
            {promotions.status === 'ready' && (
              <ul className="promotions__grid">
                {promotions.value.list.map((promotion) => (
                  <li key={promotion.id}>
                    <PromotionCard promotion={promotion} links={props.links} />
                  </li>
                ))}
              </ul>
            )}
          </AsyncStates>
        </Tabs>
      )}
    </section>
  );
}

function PromotionCard({ promotion, links }: { promotion: Promotion; links: PromotionLinks }) {
  const croupier = useCroupier();
  const t = useT();
  const cdn = useSignal(croupier.state.imageCdn);
  const money = useMoney();
  const href = links.href(promotion.id);
  const titleId = `${useId()}-title`;
  const { Link } = links;
  return (
    <article className="promo-card" aria-labelledby={titleId}>
      <img
        className="promo-card__art"
        src={cdnUrl(cdn, promotion.imageUrl)}
        alt=""
        width={600}
        height={240}
      />
      <div className="promo-card__body">
        <div className="promo-card__meta">
          <span className="promo-card__category">{t(`promotions.categories.${promotion.category}`)}</span>
          <StatusBadge status={promotion.status} />
        </div>
        <h2 id={titleId} className="promo-card__title">
          <Link href={href}>{promotion.title}</Link>
        </h2>
        <p className="promo-card__summary">{promotion.summary}</p>
        {promotion.bonus !== null && (
          <p className="promo-card__bonus">{t('promotions.bonus', { amount: money(promotion.bonus) })}</p>
        )}
        <PromotionDates promotion={promotion} />
        <Link href={href} className="cr-btn cr-btn--primary promo-card__cta" aria-describedby={titleId}>
          {t('promotions.details')}
        </Link>
      </div>
    </article>
  );
}
