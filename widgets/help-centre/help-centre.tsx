import { useState } from 'react';
import { useT } from '../ui/croupier-context';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { Tabs } from '../ui/tabs';
import { HelpArticles } from './help-articles';
import { FeedbackPanel } from './feedback-panel';
import fieldCss from '../ui/field.css?inline';
import css from './help-centre.css?inline';

/** The help centre's two sections. */
export type HelpSection = 'articles' | 'feedback';

export interface HelpCentreProps {
  /** `page`: the /help and /helpmc pages (topics beside the articles); `modal`: the help modal. */
  variant: 'page' | 'modal';
  /** The section shown first. */
  section?: HelpSection;
}

/**
 * SPEC §2 help centre, the same on the /help and /helpmc pages and in the help modal: the brand's
 * articles with a search over them, and (our design, docs/spec-coverage.md) the member's feedback
 * form and list, SPEC §5 and §7's feedback having no page of its own among the 14 personal-centre
 * entries. Headings sit one level under the page's or the dialog's title.
 */
export function HelpCentre(props: HelpCentreProps) {
  useStyles('cr-field', fieldCss);
  useStyles('cr-help', css);
  const t = useT();
  const ready = useTexts('rewards');
  const [section, setSection] = useState<HelpSection>(props.section ?? 'articles');
  if (!ready) return <div className="cr-help__loading" role="status" aria-label={t('common.loading')} />;
  const level = props.variant === 'page' ? 2 : 3;
  return (
    <div className={`cr-help cr-help--${props.variant}`}>
      <Tabs
        label={t('helpCentre.sections')}
        className="cr-help__tabs"
        tabs={[
          { id: 'articles', label: t('helpCentre.articlesTab') },
          { id: 'feedback', label: t('helpCentre.feedbackTab') },
        ]}
        selected={section}
        onSelect={setSection}
      >
        {section === 'articles' ? (
          <HelpArticles variant={props.variant} level={level} />
        ) : (
          <FeedbackPanel level={level} />
        )}
      </Tabs>
    </div>
  );
}
