import { memo } from 'react';
import { Link } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { footerVendorIcons } from '@sdk/rules/vendors';
import { cdnUrl } from '@sdk/rules/cdn';
import { WhenNear } from '../when-near';

const HELP_LINKS = [
  { path: '/help', label: 'nav.help' },
  { path: '/down', label: 'nav.download' },
  { path: '/join', label: 'nav.join' },
  { path: '/promotions', label: 'nav.promotions' },
  { path: '/vip', label: 'nav.vip' },
];

/** SPEC §2: the help menu and the vendors' logos. */
export const FooterLinks = memo(function FooterLinks() {
  const croupier = useCroupier();
  const t = useT();
  const lanes = useSignal(croupier.state.vendorLanes);
  const cdn = useSignal(croupier.state.imageCdn);
  const vendors = footerVendorIcons(lanes ?? []);
  return (
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
  );
});
