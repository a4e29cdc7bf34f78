import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { cdnUrl } from '@sdk/rules/cdn';
import { vendorIconCode } from '@sdk/rules/vendors';

/** Every vendor of the brand, by category; a click follows SPEC §2's launch rules. */
export function VendorWall() {
  const croupier = useCroupier();
  const t = useT();
  const lanes = useSignal(croupier.state.vendorLanes);
  const cdn = useSignal(croupier.state.imageCdn);
  const cards = (lanes ?? []).flatMap((lane) =>
    lane.cards.map((card) => ({ card, category: lane.gameClassify })),
  );
  if (cards.length === 0) return null;
  return (
    <section className="home-section home-section--later" aria-labelledby="home-vendors">
      <header className="home-section__head">
        <h2 id="home-vendors">{t('homeGames.vendors')}</h2>
      </header>
      <ul className="vendor-wall">
        {cards.map(({ card, category }) => (
          <li key={`${category}-${card.vassalage}`}>
            <button
              type="button"
              className="vendor-wall__card"
              aria-label={t('homeGames.openVendor', { vendor: card.displayName })}
              onClick={() =>
                void croupier.games.open({ vassalage: card.vassalage, category, isGame: card.isGame })
              }
            >
              <img
                src={cdnUrl(cdn, `vendors/${vendorIconCode(card.vassalage)}.svg`)}
                alt=""
                width={120}
                height={48}
                loading="lazy"
              />
              <span>{card.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
