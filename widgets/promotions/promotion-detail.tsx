import { useId, useState } from 'react';
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
import { PageHeading, type PageHeadingProps } from '../ui/page-heading';
import type { PromotionLinks } from './promotion-links';
import { PromotionDates, StatusBadge, useMoney } from './promotion-parts';
import { PromotionAction } from './promotion-action';
import { RafflePanel } from './raffle-panel';
import { PromotionComments } from './promotion-comments';

const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;
const SKELETON = { className: 'promo-detail__loading', item: 'skeleton skeleton--block', count: 2 };

/**
 * SPEC §2 /promoDetail?id=N: the promotion, its terms (sanitized), the one action it allows now,
 * a raffle's prizes and draws, and the comments (SPEC §5: at most 140 characters).
 */
export function PromotionDetailView(
  props: PageHeadingProps & { id: number | undefined; links: PromotionLinks },
) {
  const croupier = useCroupier();
  const headingId = useId();
  const { id, links } = props;
  const t = useT();
  const ready = useTexts('rewards');
  const language = useSignal(croupier.state.language);
  const loggedIn = useSignal(croupier.state.isLoggedIn);
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
    <section className="page promo-detail" aria-labelledby={headingId}>
      <p className="promo-detail__back">
        {ready && <links.Link href={links.href()}>{t('promotions.back')}</links.Link>}
      </p>
      <PageHeading
        title={props.title && (promotion?.title ?? props.title)}
        id={headingId}
        fallback={promotion?.title ?? (ready ? t('promotions.heading') : '')}
      />
      {!ready ? (
        <AsyncStates state={TEXTS_LOADING} className="page__empty" />
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
  const termsId = useId();
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
        <section className="promo-detail__terms" aria-labelledby={termsId}>
          <h2 id={termsId}>{t('promotions.terms')}</h2>
          <SafeHtml html={promotion.terms} className="prose" />
        </section>
      </div>
      <PromotionComments promotionId={promotion.id} />
    </div>
  );
}
