import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useStyles } from '../ui/styles';
import css from './feedback.css?inline';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';

/**
 * The help centre's feedback section: a guest is asked to log in and a trial account to open a
 * real one (the platform refuses both); a member writes a feedback and reads the ones sent, with
 * the operator's replies. A feedback sent shows in the list at once.
 */
export function FeedbackPanel(props: { level: 2 | 3 }) {
  useStyles('cr-help-feedback', css);
  const croupier = useCroupier();
  const t = useT();
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const trial = useSignal(croupier.state.isTrial);
  const [sent, setSent] = useState(0);
  if (!loggedIn || trial)
    return (
      <div className="cr-help__gate" role="status">
        <p>{t(trial ? 'errors.in_need_true_account' : 'feedback.loginFirst')}</p>
        <button
          type="button"
          className="cr-btn cr-btn--primary"
          onClick={() => croupier.modals.open(trial ? 'register' : 'login')}
        >
          {t(trial ? 'feedback.register' : 'feedback.login')}
        </button>
      </div>
    );
  return (
    <div className="cr-help__feedback">
      <FeedbackForm level={props.level} onSent={() => setSent((n) => n + 1)} />
      <FeedbackList level={props.level} reload={sent} />
    </div>
  );
}
