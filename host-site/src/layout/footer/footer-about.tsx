import { memo } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { FOOTER_COUNTERS } from '@sdk/rules/counters';
import { useBrand } from '../../app/brand-context';
import { CircleCounter } from './circle-counter';

/** SPEC §2: the home description with its four counters. */
export const FooterAbout = memo(function FooterAbout() {
  const t = useT();
  const brand = useBrand();
  return (
    <section className="footer__about" aria-labelledby="footer-about">
      <div className="footer__about-text">
        <h2 id="footer-about">{t('footer.descriptionTitle', { brand: brand.name })}</h2>
        <p>{t('footer.description')}</p>
      </div>
      <ul className="footer__counters">
        {FOOTER_COUNTERS.map((counter) => (
          <li key={counter.id}>
            <CircleCounter
              target={counter.target}
              unit={counter.unit}
              label={t(`footer.counters.${counter.id}`)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
