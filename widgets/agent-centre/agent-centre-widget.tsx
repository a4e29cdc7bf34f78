import { useT } from '../ui/croupier-context';
import { useTexts } from '../ui/use-texts';
import type { AgentCentrePage } from '@sdk/rules/centres';
import { AgentCentrePanel } from './agent-centre-panel';

/** The agent centre in a partner's page: in place, under its title, no overlay. */
export function AgentCentreWidget(props: { page?: AgentCentrePage }) {
  const t = useT();
  if (!useTexts('centres')) return null;
  return (
    <section className="cr-centre cr-centre--inline" aria-labelledby="cr-agent-centre-title">
      <h2 id="cr-agent-centre-title" className="cr-centre__heading">
        {t('agentCentre.title')}
      </h2>
      <AgentCentrePanel page={props.page} />
    </section>
  );
}
