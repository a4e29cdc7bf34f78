import { useEffect, useId, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useTexts } from '../ui/use-texts';
import { useNarrow } from '../ui/use-narrow';
import { CentreMenu } from '../ui/centre-menu';
import {
  DEFAULT_AGENT_PAGE,
  agentCentreEntries,
  offerBadges,
  pageOrDefault,
  type AgentCentrePage,
} from '@sdk/rules/centres';
import type { FlagId } from '@sdk/rules/whitelabel';
import { AgentGate } from './agent-gate';
import { AgentPage } from './agent-page';

// FLAGS.agentPolicy, by its type: reading it from FLAGS would keep the key in the runtime's copy
// of that table, which only this chunk needs (18 bytes of a runtime at its 40 KB budget).
const AGENT_POLICY: FlagId = 'AGENTPOLICY3';

/**
 * SPEC §2 agent centre: the always-visible entries plus dividend, daily and hourly salary when
 * their brand flags are on, and real-time salary; the page opens in the right-hand panel (see
 * CentreMenu for wide and phone-narrow). Only agents get in: the others see why (the platform
 * refuses them too).
 */
export function AgentCentrePanel(props: { page?: unknown; onClose?: () => void }) {
  const croupier = useCroupier();
  const t = useT();
  const titleId = useId();
  const brand = useSignal(croupier.state.brand);
  useSignal(croupier.state.isLoggedIn);
  useSignal(croupier.state.accountType);
  const narrow = useNarrow();
  const entries = agentCentreEntries(brand ?? {});
  const [page, setPage] = useState<AgentCentrePage>(pageOrDefault(props.page, entries, DEFAULT_AGENT_PAGE));
  const [username, setUsername] = useState<string>();
  const [menuOpen, setMenuOpen] = useState(props.page === undefined);
  // SPEC §2: the centre waits until loaded (the brand's settings, its texts) before it renders.
  // Pages speak with the money texts (amounts, records) and the games' (categories, pagination).
  const agentTexts = useTexts('agent');
  const moneyTexts = useTexts('money');
  const gamesTexts = useTexts('games');
  const textsReady = agentTexts && moneyTexts && gamesTexts;
  const decision = croupier.access.decide('agent');
  // SPEC §3: the consolidated contract info loads when the centre shows; the offers waiting badge
  // their pages, read again on each page opened (an answered offer leaves its badge). AGENTPOLICY3
  // governs it: the platform's page loads it only with the flag on (CommonLogic.js 104–108, 180).
  const agentPolicy = useSignal(croupier.state.flags)[AGENT_POLICY] === true;
  const [badges, setBadges] = useState<Partial<Record<AgentCentrePage, number>>>({});
  useEffect(() => {
    setBadges({});
    if (decision !== 'allowed' || !agentPolicy) return;
    let live = true;
    croupier.agent.pendingOffers().then(
      (pending) => live && setBadges(offerBadges(pending)),
      () => undefined, // no badges rather than an error
    );
    return () => {
      live = false;
    };
  }, [croupier, decision, agentPolicy, page]);
  if (!brand || !textsReady) return null;
  if (decision !== 'allowed') return <AgentGate decision={decision} />;

  const open = (next: AgentCentrePage, focus?: { username?: string }) => {
    setPage(next);
    setUsername(focus?.username);
    setMenuOpen(false);
  };
  const content = (
    <AgentPage
      key={`${page}:${username ?? ''}`}
      page={page}
      titleId={titleId}
      openPage={open}
      username={username}
      onClose={props.onClose ?? (() => (narrow ? setMenuOpen(true) : open(DEFAULT_AGENT_PAGE)))}
    />
  );

  return (
    <CentreMenu
      label={t('agentCentre.menu')}
      pages={entries}
      pageLabel={(id) => t(`agentCentre.pages.${id}`)}
      badges={badges}
      selected={page}
      onOpen={(id) => open(id)}
      narrow={narrow}
      menuOpen={menuOpen}
      onBackToMenu={() => setMenuOpen(true)}
    >
      {content}
    </CentreMenu>
  );
}
