import { useT } from '@widgets/ui/croupier-context';
import { useBrand } from '../../app/brand-context';
import { useIdleSteps } from '../../app/when-idle';
import { FooterAbout } from './footer-about';
import { FooterBenefits } from './footer-benefits';
import { FooterLinks } from './footer-links';
import { FooterMarks } from './footer-marks';
import './footer.css';

/**
 * How many parts the footer is built in, one per idle moment: built at once, it was the longest
 * task of a phone's load after the first view (40 ms, 160 at Lighthouse's 4x), for what no visitor
 * sees before scrolling to the page's end.
 */
const PARTS = 4;

/**
 * SPEC §2: the home description with its counters, benefits, help menu, vendor logos, copyright;
 * and the marks of a regulated brand (age, licence, payments) above the copyright.
 */
export function Footer() {
  const t = useT();
  const brand = useBrand();
  const due = useIdleSteps('footer', PARTS);
  return (
    <footer className="footer">
      <div className="footer__inner">
        {due > 0 && <FooterAbout />}
        {due > 1 && <FooterBenefits />}
        {due > 2 && <FooterLinks />}
        {due > 3 && (
          <>
            <FooterMarks />
            {/* SPEC §2: the copyright line carries the year 2025. */}
            <p className="footer__copyright">{t('footer.copyright', { year: 2025, brand: brand.name })}</p>
          </>
        )}
      </div>
    </footer>
  );
}
