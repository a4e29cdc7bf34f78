import { gameTrialLaunch, launchGame } from '../contract/endpoints/games';
import type { Game, GameCategory, PvpRoom, SportMatch } from '../contract/entities/game';
import { PlatformError, isPlatformError } from '../client/platform-error';
import { errorText } from '../i18n/error-text';
import {
  launchDecision,
  lotteryPrizeMode,
  navClickDecision,
  VIETNAM_LOTTERY,
  type LaunchTarget,
} from '../rules/launch';
import { GAME_LAUNCH_DEFAULTS } from '../rules/launch-defaults';
import { launchFailure } from '../rules/launch-failure';
import { activeGameSlot, currentPath } from './games-active-game';
import type { GamesDeps } from './games-deps';
import type { gameListActions } from './games-lists';

/** Launches that follow SPEC §2's rules, and leaving the game. */
export function launchActions(deps: GamesDeps, list: ReturnType<typeof gameListActions>['list']) {
  const { core, modals, access, refreshBalance, merchant } = deps;
  const { client, state, events, env } = core;
  const language = () => state.language.value;
  const navigate = (path: string) => events.emit('navigate', { path });
  const setActiveGame = activeGameSlot(deps);

  /** A launch the platform refused: the maintenance window, the deposit prompt, or the message. */
  function launchFailed(error: unknown, vassalage: string) {
    const failure = launchFailure(isPlatformError(error) ? error : undefined);
    switch (failure.kind) {
      case 'maintenance':
        return modals.open('gameMaintenance', { vassalage, start: failure.start, end: failure.end });
      case 'deposit':
        return modals.open('depositPrompt');
      case 'login':
        return void access.require('protected', 'game');
      case 'message':
        if (core.translations) modals.open('message', { text: errorText(core.translations.i18n.t, error) });
    }
  }

  /** SPEC §3 game launch payload; /game then shows the URL. */
  async function launch(
    which: { nodeId?: number; gameId?: string; roomId?: string; matchId?: string },
    vassalage: string,
    title: string,
  ) {
    try {
      // A guest plays the free demo, as the platform's page does (its "Free" button); a member's
      // launch is the page's query (buildGameParameters), the session in the Authorization
      // header, not in a URL that logs and Referers would keep.
      const { content } = state.isLoggedIn.value
        ? await client.call(launchGame, {
            ...(which.nodeId !== undefined ? { nodeId: which.nodeId } : {}),
            ...(which.gameId || which.roomId ? { gameId: which.gameId || which.roomId } : {}),
            ...(which.matchId ? { matchId: which.matchId } : {}),
            ...GAME_LAUNCH_DEFAULTS,
            vassalage,
            merchantCode: merchant,
            language: language(),
          })
        : await client.call(gameTrialLaunch, {
            ...(which.nodeId !== undefined ? { nodeId: String(which.nodeId) } : {}),
            ...(which.gameId ? { gameId: which.gameId } : {}),
            ...(which.matchId ? { matchId: which.matchId } : {}),
            platform: GAME_LAUNCH_DEFAULTS.platform,
          });
      const url = content?.game_url || content?.game_url2;
      if (!url) throw new PlatformError('network_error', 'The launch answer has no game address', 200);
      setActiveGame({ url, title, vassalage, from: currentPath() });
      navigate('/game');
    } catch (error) {
      launchFailed(error, vassalage);
    }
  }

  const actions = {
    /**
     * Resolves once this code is loaded, with a reloaded /game's game back in state.
     *
     * @example
     * await croupier.games.ready();
     * const reloaded = croupier.state.activeGame.value; // the game /game shows, if any
     */
    ready: async () => undefined,

    /**
     * A click on a vendor card or a game: SPEC §2's launch decision, then its effect.
     *
     * @example
     * await croupier.games.open({ vassalage: 'EVO', category: 'LIVE' }); // a vendor card
     * const [game] = (await croupier.games.list({ vassalage: 'PG', pageSize: 1 })).games;
     * if (game) await croupier.games.open({ vassalage: game.vassalage, category: game.gameCategory, game });
     */
    open: async (target: LaunchTarget & { game?: Game }) => {
      const decision = launchDecision(target, {
        hasToken: state.isLoggedIn.value,
        accountType: state.accountType.value,
      });
      switch (decision.kind) {
        case 'navigate':
          return navigate(decision.path);
        case 'game-list':
          return modals.open('gamePopup', { vassalage: decision.vassalage });
        case 'login':
        case 'trial':
          return void access.require('protected', 'game');
        case 'launch-lottery':
          return target.game
            ? actions.launchLottery(target.game.gameId, target.game.gameName, target.vassalage)
            : undefined;
        case 'launch-game':
          return target.game
            ? actions.launchGame(target.game)
            : actions.startVendor(target.vassalage, target.category);
      }
    },

    /**
     * SPEC §2 navigation click: a category's page, or its only vendor started directly.
     *
     * @example
     * const lanes = await croupier.catalogue.loadVendors();
     * const live = lanes.find((lane) => lane.gameClassify === 'LIVE');
     * if (live) await croupier.games.navClick('LIVE', live.cards);
     */
    navClick: (category: GameCategory, vendors: readonly { vassalage: string }[]) => {
      const decision = navClickDecision(category, vendors);
      if (decision.kind === 'start') return actions.startVendor(decision.vassalage, category);
      navigate(decision.path);
    },

    /**
     * Starts a vendor's main game (its first in the catalogue).
     *
     * @example
     * await croupier.games.startVendor('EVO', 'LIVE');
     */
    startVendor: async (vassalage: string, category: GameCategory) => {
      try {
        const [game] = (await list({ vassalage, pageSize: 1 })).games;
        if (game) await actions.open({ vassalage, category, game });
      } catch (error) {
        launchFailed(error, vassalage);
      }
    },

    /**
     * SPEC §3 game launch payload; /game then shows the URL.
     *
     * @example
     * const [game] = (await croupier.games.list({ vassalage: 'PG', gameName: 'Mahjong' })).games;
     * if (game) await croupier.games.launchGame(game); // then `navigate` to /game
     */
    launchGame: (game: Game) =>
      launch({ nodeId: game.nodeId, gameId: game.gameId }, game.vassalage, game.gameName),

    /**
     * Takes a seat in a PvP room (a real account only: rooms play for money).
     *
     * @example
     * const [room] = await croupier.games.rooms('KY');
     * if (room) await croupier.games.joinRoom(room);
     */
    joinRoom: async (room: PvpRoom) => {
      if (!access.require('protected', 'game')) return;
      await launch({ roomId: room.roomId }, room.vassalage, room.roomName);
    },

    /**
     * Opens a match card's sportsbook at its match (a member's only, as every sports game).
     *
     * @example
     * const [match] = (await croupier.games.matches('SPORTS')).list;
     * if (match) await croupier.games.openMatch(match);
     */
    openMatch: async (match: SportMatch) => {
      if (!access.require('protected', 'game')) return;
      await launch({ nodeId: match.nodeId, matchId: match.matchId }, match.vassalage, match.gameName);
    },

    /**
     * SPEC §3 lottery launch (VN area, LOTT mode), at the betting or lobby view.
     *
     * @example
     * const game = (await croupier.lottery.vnMenus())[0]?.gameMenus[0];
     * if (game) await croupier.games.launchLottery(game.gameCode, game.labelName, 'TCG_LOTTO_VN', 'lobby');
     */
    launchLottery: async (
      code: string,
      title: string,
      vassalage: string,
      view: 'betting' | 'lobby' = 'betting',
    ) => {
      if (!access.require('protected', 'lottery')) return;
      try {
        // The page's query (C 170–192): the Vietnam lottery's prize mode from the lanes, the game
        // at the betting view, the menu's label at the lobby view.
        const prizeMode =
          vassalage === VIETNAM_LOTTERY ? lotteryPrizeMode(state.vendorLanes.value) : undefined;
        const { gameUrl } = await client.call(launchGame, {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          ...(prizeMode ? { lottoPrizeMode: prizeMode } : {}),
          ...(view === 'betting' ? { lottoGameCode: code } : { labelName: title }),
          lottoView: view,
          hasLobby: true,
          device: 'WEB',
          backUrl: globalThis.location?.href ?? env.host(),
          language: language(),
        });
        if (!gameUrl) throw new PlatformError('network_error', 'The launch answer has no game address', 200);
        setActiveGame({ url: gameUrl, title, vassalage, from: currentPath() });
        navigate('/game');
      } catch (error) {
        launchFailed(error, vassalage);
      }
    },

    /**
     * Leaves the game: the balance is refreshed, since the game moved money.
     *
     * @example
     * const back = croupier.state.activeGame.value?.from ?? '/';
     * await croupier.games.closeGame();
     * history.pushState(null, '', back);
     */
    closeGame: async () => {
      setActiveGame(undefined);
      if (state.isLoggedIn.value) await refreshBalance().catch(() => undefined);
    },
  };
  return actions;
}
