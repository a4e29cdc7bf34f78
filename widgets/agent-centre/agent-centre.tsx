import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { Modal } from '../ui/modal';
import { Tabs } from '../ui/tabs';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import {
  DEFAULT_AGENT_PAGE,
  agentCentreEntries,
  pageOrDefault,
  type AgentCentrePage,
} from '../../sdk/rules/centres';
import css from '../member-centre/centre.css?inline';

/**
 * SPEC §2 agent centre: the always-visible entries plus dividend, daily and hourly salary when their
 * brand flags are on; the page opens in the right-hand panel, which has a close button. Pages are
 * built by the agent-centre issue; until then each shows its heading.
 */
export function AgentCentre(props: { page?: unknown }) {
  useStyles('cr-centre', css);
  const croupier = useCroupier();
  const t = useT();
  const brand = useSignal(croupier.state.brand);
  const entries = agentCentreEntries(brand ?? {});
  const [page, setPage] = useState<AgentCentrePage>(pageOrDefault(props.page, entries, DEFAULT_AGENT_PAGE));
  const close = () => croupier.modals.close('agentCentre');
  const textsReady = useTexts('centres');
  // SPEC §2: the centre waits until loaded (the brand's settings, its texts) before it renders.
  if (!brand || !textsReady) return null;
  return (
    <Modal name="agent-centre" size="wide" title={t('agentCentre.title')} onClose={close}>
      <Tabs
        orientation="vertical"
        label={t('agentCentre.menu')}
        tabs={entries.map((id) => ({ id, label: t(`agentCentre.pages.${id}`) }))}
        selected={page}
        onSelect={setPage}
      >
        <section className="cr-centre__page" aria-labelledby="agent-page-title">
          <div className="cr-centre__panel-head">
            <h3 id="agent-page-title" className="cr-centre__title">
              {t(`agentCentre.pages.${page}`)}
            </h3>
            <button
              type="button"
              className="cr-icon-btn"
              aria-label={t('agentCentre.closePanel')}
              onClick={close}
            >
              <Icon path={icons.close} />
            </button>
          </div>
        </section>
      </Tabs>
    </Modal>
  );
}
