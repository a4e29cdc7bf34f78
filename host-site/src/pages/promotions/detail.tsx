import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { useAsync } from '@widgets/ui/use-async';
import { useTexts } from '@widgets/ui/use-texts';
import { AsyncStates } from '@widgets/ui/async-states';
import { SafeHtml } from '@widgets/ui/safe-html';
import { cdnUrl } from '@sdk/rules/cdn';
import { errorText } from '@sdk/i18n/error-text';
import { isPlatformError } from '@sdk/client/platform-error';
import type { PromotionDetail } from '@sdk/contract/entities/promotions';
import type { PageProps } from '../../app/page-props';
import { PageSkeleton } from '../page-skeleton';
import { PromotionDates, StatusBadge, useMoney } from './promotion-parts';
import { PromotionAction } from './promotion-action';
import { RafflePanel } from './raffle-panel';
import { PromotionComments } from './promotion-comments';
import './promotions.css';

const SKELETON = { className: 'promo-detail__loading', item: 'skeleton skeleton--block', count: 2 };

/** The id of `?id=N`, or undefined when there is none a promotion could have. */
function idOf(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * SPEC §2 /promoDetail?id=N: the promotion, its terms (sanitized), the one action it allows now,
 * a raffle's prizes and draws, and the comments (SPEC §5: at most 140 characters).
 */
export default function PromotionDetailPage(props: PageProps) {
  const croupier = useCroupier();
  const t = useT();
  const ready = useTexts('rewards');
  const language = useSignal(croupier.state.language);
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const id = idOf(useSearch());
  const loaded = useAsync(
    () => (id === undefined ? Promise.resolve(undefined) : croupier.promotions.detail(id)),
    [croupier, id, language, loggedIn],
  );
  // What an action answered is shown at once, without the loading state in between; it belongs to
  // the load it followed, so a new load (another language, a login) replaces it.
  const [fresh, setFresh] = useState<{ after: unknown; value: PromotionDetail }>();
  const base = loaded.status === 'ready' ? loaded.value : undefined;
  const promotion = fresh && base && fresh.after === base ? fresh.value : base;
  const reload = async () => {
    if (id !== undefined && base) setFresh({ after: base, value: await croupier.promotions.detail(id) });
  };

  return (
    <section className="page promo-detail" aria-labelledby="page-title">
      <p className="promo-detail__back">{ready && <Link href="/promotions">{t('promotions.back')}</Link>}</p>
      <h1 id="page-title" className="page__title">
        {promotion?.title ?? props.title}
      </h1>
      {!ready ? (
        <PageSkeleton />
      ) : (
        <AsyncStates
          state={loaded}
          empty={loaded.status === 'ready' && !loaded.value}
          emptyText={t('promotions.notFound')}
          className={loaded.status === 'error' ? 'page__error' : 'page__empty'}
          errorText={(error) =>
            isPlatformError(error) && error.code === 'not_found'
              ? t('promotions.notFound')
              : errorText(t, error)
          }
          skeleton={SKELETON}
        >
          {promotion && <DetailBody promotion={promotion} onChanged={reload} />}
        </AsyncStates>
      )}
    </section>
  );
}

function DetailBody(props: { promotion: PromotionDetail; onChanged: () => Promise<void> }) {
  const croupier = useCroupier();
  const t = useT();
  const cdn = useSignal(croupier.state.imageCdn);
  const money = useMoney();
  const { promotion } = props;
  return (
    <div className="promo-detail__layout">
      <div className="promo-detail__main">
        <img
          className="promo-detail__art"
          src={cdnUrl(cdn, promotion.imageUrl)}
          alt=""
          width={600}
          height={240}
        />
        <div className="promo-detail__meta">
          <span className="promo-card__category">{t(`promotions.categories.${promotion.category}`)}</span>
          <StatusBadge status={promotion.status} />
        </div>
        <p className="promo-detail__summary">{promotion.summary}</p>
        {promotion.bonus !== null && (
          <p className="promo-card__bonus">{t('promotions.bonus', { amount: money(promotion.bonus) })}</p>
        )}
        <PromotionDates promotion={promotion} />
        <PromotionAction promotion={promotion} onChanged={props.onChanged} />
        {promotion.raffle && (
          <RafflePanel promotion={promotion} raffle={promotion.raffle} onChanged={props.onChanged} />
        )}
        <section className="promo-detail__terms" aria-labelledby="promo-terms">
          <h2 id="promo-terms">{t('promotions.terms')}</h2>
          <SafeHtml html={promotion.terms} className="prose" />
        </section>
      </div>
      <PromotionComments promotionId={promotion.id} />
    </div>
  );
}
