import { useAsync } from '../ui/use-async';
import { AsyncStates } from '../ui/async-states';
import { useT } from '../ui/croupier-context';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import type { AgentCentrePage } from '@sdk/rules/centres';
import { PAGE_LOADERS, type AgentPageProps } from './pages/page-loaders';

/**
 * SPEC §2: the right-hand panel of the agent centre, with a close button; the page's chunk loads
 * when it first opens.
 */
export function AgentPage(
  props: AgentPageProps & { page: AgentCentrePage; titleId: string; onClose?: () => void },
) {
  const t = useT();
  const loader = PAGE_LOADERS[props.page];
  const module = useAsync(async () => (loader ? (await loader()).default : null), [loader]);
  const Page = module.status === 'ready' ? module.value : null;
  return (
    <section className="cr-centre__page" aria-labelledby={props.titleId}>
      <div className="cr-centre__panel-head">
        <h3 id={props.titleId} className="cr-centre__title">
          {t(`agentCentre.pages.${props.page}`)}
        </h3>
        {props.onClose && (
          <button
            type="button"
            className="cr-icon-btn"
            aria-label={t('agentCentre.closePanel')}
            onClick={props.onClose}
          >
            <Icon path={icons.close} />
          </button>
        )}
      </div>
      <AsyncStates state={module} className="cr-centre__state">
        {Page ? <Page openPage={props.openPage} username={props.username} /> : null}
      </AsyncStates>
    </section>
  );
}
