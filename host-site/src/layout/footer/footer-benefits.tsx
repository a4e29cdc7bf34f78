import { memo } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';

const BENEFITS: readonly { id: 'thumb' | 'safe' | 'wide' | 'fast'; icon: string }[] = [
  { id: 'thumb', icon: icons.thumb },
  { id: 'safe', icon: icons.shield },
  { id: 'wide', icon: icons.grid },
  { id: 'fast', icon: icons.bolt },
];

/** SPEC §2: the brand's four benefits. */
export const FooterBenefits = memo(function FooterBenefits() {
  const t = useT();
  return (
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
  );
});
