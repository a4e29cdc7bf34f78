import { useState } from 'react';
import type { LotteryMenu, OpenedNumber } from '../../sdk/contract/entities/lottery';
import { PRIZE_MODES } from '../../sdk/contract/entities/lottery';
import { lotterySubTypes } from '../../sdk/rules/lobby';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { AsyncStates } from '../ui/async-states';
import { useTexts } from '../ui/use-texts';
import { Tabs } from '../ui/tabs';
import { LotteryGameCard } from './lottery-game-card';
import { PopularNumbers } from './popular-numbers';

/** Placeholder cards while the menus load. */
const SKELETON = { className: 'cr-lottery__grid', item: 'cr-lottery__skeleton', count: 6 };

type PrizeMode = (typeof PRIZE_MODES)[number];
/** SPEC §3 configuration: the default lottery type. */
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Elott';

/**
 * The lottery pages (SPEC §2, §7): /lottery with a tab per prize mode (Elott first chosen),
 * /Vnlottery with the Vietnamese menu and the games played lately, /elott with Elott only. Each
 * shows its menus (gameGroupCode, labelName, gameMenus), the sub-type filter, the latest draw of
 * every game and the most frequent numbers.
 */
export function LotteryBoard(props: { variant: 'all' | 'vn' | 'elott' }) {
  const ready = useTexts('games');
  const t = useT();
  const [mode, setMode] = useState<PrizeMode>(DEFAULT_PRIZE_MODE);
  if (!ready) return null;
  if (props.variant !== 'all')
    return <LotteryMenus variant={props.variant} mode={props.variant === 'vn' ? 'Lott' : 'Elott'} />;
  return (
    <Tabs
      label={t('lottery.menus')}
      tabs={PRIZE_MODES.map((id) => ({ id, label: t(`lottery.prizeModes.${id}`) }))}
      selected={mode}
      onSelect={setMode}
      className="cr-lottery__modes"
    >
      <LotteryMenus variant="all" mode={mode} />
    </Tabs>
  );
}

function LotteryMenus(props: { variant: 'all' | 'vn' | 'elott'; mode: PrizeMode }) {
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const [subType, setSubType] = useState<string>();
  const vn = props.variant === 'vn';
  const data = useAsync(async () => {
    const [menus, opened, recent] = await Promise.all([
      vn ? croupier.lottery.vnMenus() : croupier.lottery.menus(props.mode),
      (vn ? croupier.lottery.vnOpened() : croupier.lottery.opened(props.mode)).catch(
        (): OpenedNumber[] => [],
      ),
      vn && loggedIn
        ? croupier.lottery.vnRecent().catch((): LotteryMenu[] => [])
        : Promise.resolve([] as LotteryMenu[]),
    ]);
    return { menus, opened: new Map(opened.map((o) => [o.gameCode, o])), recent };
  }, [croupier, props.mode, vn, language, loggedIn]);
  const subTypes = lotterySubTypes(croupier.languages);

  return (
    <div className="cr-lottery">
      <div className="cr-lottery__main">
        <div className="cr-chips" role="group" aria-label={t('lottery.subTypes')}>
          <button
            type="button"
            className="cr-chip"
            aria-pressed={!subType}
            onClick={() => setSubType(undefined)}
          >
            {t('lottery.allTypes')}
          </button>
          {subTypes.map((s) => (
            <button
              key={s}
              type="button"
              className="cr-chip"
              aria-pressed={subType === s}
              onClick={() => setSubType(s)}
            >
              {t(`lottery.types.${s}`, { defaultValue: s })}
            </button>
          ))}
        </div>
        <AsyncStates
          state={data}
          empty={
            data.status === 'ready' &&
            data.value.menus.every((m) => m.gameMenus.every((g) => subType && g.subType !== subType))
          }
          emptyText={t('games.empty')}
          className="cr-lottery__state"
          skeleton={SKELETON}
        >
          {data.status === 'ready' && (
            <>
              {data.value.recent.length > 0 && (
                <MenuGroup
                  title={t('lottery.recent')}
                  menus={data.value.recent}
                  opened={data.value.opened}
                  subType={subType}
                />
              )}
              {data.value.menus.map((menu) => (
                <MenuGroup
                  key={menu.gameGroupCode}
                  title={menu.labelName}
                  menus={[menu]}
                  opened={data.value.opened}
                  subType={subType}
                />
              ))}
            </>
          )}
        </AsyncStates>
      </div>
      <PopularNumbers mode={props.mode} />
    </div>
  );
}

function MenuGroup(props: {
  title: string;
  menus: readonly LotteryMenu[];
  opened: Map<string, OpenedNumber>;
  subType?: string;
}) {
  const games = props.menus.flatMap((menu) =>
    menu.gameMenus
      .filter((g) => !props.subType || g.subType === props.subType)
      .map((game) => ({ menu, game })),
  );
  if (games.length === 0) return null;
  return (
    <section className="cr-lottery__group" aria-label={props.title}>
      <h2 className="cr-lottery__group-title">{props.title}</h2>
      <ul className="cr-lottery__grid">
        {games.map(({ menu, game }) => (
          <LotteryGameCard
            key={`${menu.gameGroupCode}-${game.gameCode}`}
            vendor={menu.gameGroupCode}
            game={game}
            latest={props.opened.get(game.gameCode)}
          />
        ))}
      </ul>
    </section>
  );
}
