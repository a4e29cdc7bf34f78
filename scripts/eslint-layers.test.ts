import { describe, expect, it } from 'vitest';
import { layerViolation } from './eslint-layers.mjs';

describe('the layers rule', () => {
  it.each([
    // from, to (both resolved repository paths), allowed
    ['sdk/contract/endpoints/session.ts', 'sdk/client/create-client', false], // `../../client/x`, two levels down
    ['sdk/contract/endpoints/session.ts', 'sdk/contract/schema', true],
    ['sdk/rules/launch.ts', 'sdk/contract/entities/game', true],
    ['sdk/rules/launch.ts', 'sdk/i18n/error-text', false],
    ['sdk/actions/auth.ts', 'sdk/rules/login-flow', true],
    ['sdk/actions/auth.ts', 'widgets/ui/modal', false],
    ['sandbox/auth/login.ts', 'sdk/contract/errors', true],
    ['sandbox/auth/login.ts', 'sdk/rules/login-flow', false],
    ['sandbox/auth/login.ts', 'widgets/ui/modal', false],
    ['widgets/lobby/lobby.tsx', 'widgets/ui/tabs', true],
    ['widgets/lobby/lobby.tsx', 'widgets/game-shell/index', true],
    ['widgets/game-dialogs/game-popup.tsx', 'widgets/lobby/game-grid', false],
    ['widgets/game-dialogs/game-modals.tsx', 'widgets/lobby/lobby.css', true],
    ['widgets/ui/modal.tsx', 'widgets/lobby/index', false],
    ['widgets/lobby/lobby.tsx', 'host-site/src/app/portal', false],
    ['widgets/widget-table.ts', 'widgets/lobby/widget', true],
    ['widgets/embed/runtime.ts', 'widgets/widget-table', true],
    ['widgets/auth/auth-widget.tsx', 'widgets/widget-table', false],
    ['host-site/src/pages/lobby.tsx', 'widgets/lobby/index', true],
    ['host-site/src/pages/lobby.tsx', 'widgets/lobby/game-grid', false],
    ['host-site/src/pages/lobby.tsx', 'sandbox/app', false],
    ['host-site/server.ts', 'sandbox/app', true], // the server mounts the sandbox
  ])('%s → %s: allowed %s', (from, to, allowed) => {
    expect(layerViolation(from, to) === undefined).toBe(allowed);
  });
});
