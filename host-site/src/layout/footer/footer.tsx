import { Link } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { footerVendorIcons } from '@sdk/rules/vendors';
import { cdnUrl } from '@sdk/rules/cdn';
import { FOOTER_COUNTERS } from '@sdk/rules/counters';
import { useBrand } from '../../app/brand-context';
import { CircleCounter } from './circle-counter';
import { FooterMarks } from './footer-marks';
import { WhenNear } from '../when-near';
import './footer.css';

const BENEFITS: readonly { id: 'thumb' | 'safe' | 'wide' | 'fast'; icon: string }[] = [
  { id: 'thumb', icon: icons.thumb },
  { id: 'safe', icon: icons.shield },
  { id: 'wide', icon: icons.grid },
  { id: 'fast', icon: icons.bolt },
];

const HELP_LINKS = [
  { path: '/help', label: 'nav.help' },
  { path: '/down', label: 'nav.download' },
  { path: '/join', label: 'nav.join' },
  { path: '/promotions', label: 'nav.promotions' },
  { path: '/vip', label: 'nav.vip' },
];

/**
 * SPEC §2: the home description with its counters, benefits, help menu, vendor logos, copyright;
 * and the marks of a regulated brand (age, licence, payments) above the copyright.
 */
export function Footer() {
  const croupier = useCroupier();
  const t = useT();
  const brand = useBrand();
  const lanes = useSignal(croupier.state.vendorLanes);
  const cdn = useSignal(croupier.state.imageCdn);
  const vendors = footerVendorIcons(lanes ?? []);
  return (
    <footer className="footer">
      <div className="footer__inner">
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
        <ul className="footer__benefits">
          {BENEFITS.map(({ id, icon }) => (
            <li key={id} className="footer__benefit" data-benefit={id}>
              <span className="footer__benefit-icon" aria-hidden="true">
                <Icon path={icon} />
              </span>
              <div>
                <h3>{t(`footer.benefits.${id}.title`)}</h3>
                <p>{t(`footer.benefits.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="footer__links">
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className="footer__heading">
              {t('footer.helpMenu')}
            </h2>
            <ul>
              <li>
                <button
                  type="button"
                  className="footer__link-button"
                  aria-haspopup="dialog"
                  onClick={() => croupier.modals.open('help')}
                >
                  {t('footer.searchHelp')}
                </button>
              </li>
              {HELP_LINKS.map((link) => (
                <li key={link.path}>
                  <Link href={link.path}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* A heading, not a region: in Thai the home page's providers section has this very name, and
              the footer as a whole is already the page's content-info landmark. */}
          <div className="footer__vendors">
            <h2 id="footer-vendors" className="footer__heading">
              {t('footer.vendorsTitle')}
            </h2>
            {/* Asked for as the footer nears the screen: on a short page (a lobby before its games,
                a phone's) lazy images within the browser's 1,250-2,500 px margin still loaded, some
                twenty logos on a slow line beside the page's own code and art. */}
            <WhenNear placeholder="footer__vendors-later" ahead="25% 0px">
              <ul>
                {vendors.map((code) => (
                  <li key={code}>
                    <img
                      src={cdnUrl(cdn, `vendors/${code}.svg?variant=white`)}
                      alt={code}
                      height={32}
                      loading="lazy"
                      data-vendor={code}
                    />
                  </li>
                ))}
              </ul>
            </WhenNear>
          </div>
        </div>
        <FooterMarks />
        {/* SPEC §2: the copyright line carries the year 2025. */}
        <p className="footer__copyright">{t('footer.copyright', { year: 2025, brand: brand.name })}</p>
      </div>
    </footer>
  );
}
