import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { Linter } from 'eslint';
import { layersPlugin, layerViolation } from './eslint-layers.mjs';

describe('the layers rule', () => {
  it.each([
    // from, to (both resolved repository paths), allowed
    ['sdk/contract/endpoints/session.ts', 'sdk/client/create-client', false], // `../../client/x`, two levels down
    ['sdk/contract/endpoints/session.ts', 'sdk/contract/schema', true],
    ['sdk/rules/launch.ts', 'sdk/contract/entities/game', true],
    ['sdk/rules/launch.ts', 'sdk/i18n/error-text', false],
    ['sdk/contract/entities/promotions.ts', 'sdk/shared-rules/promotion-status', false],
    ['sdk/shared-rules/promotion-status.ts', 'sdk/contract/entities/promotions', true],
    ['sdk/shared-rules/withdraw-fee.ts', 'sdk/rules/withdraw', false],
    ['sdk/rules/withdraw.ts', 'sdk/shared-rules/withdraw-fee', true],
    ['sandbox/platform/withdrawals/fees.ts', 'sdk/shared-rules/withdraw-fee', true],
    ['sdk/actions/auth.ts', 'sdk/rules/login-flow', true],
    ['sdk/actions/auth.ts', 'widgets/ui/modal', false],
    ['sandbox/platform/auth/login.ts', 'sdk/contract/errors', true],
    ['sandbox/platform/auth/login.ts', 'sdk/rules/login-flow', false],
    ['sandbox/platform/auth/login.ts', 'widgets/ui/modal', false],
    ['sandbox/platform/auth/login.ts', 'sandbox/core/http/fault', true],
    ['sandbox/core/http/register-contract.ts', 'sandbox/core/sessions/sessions', true],
    ['sandbox/core/http/register-contract.ts', 'sandbox/platform/partners/index', false],
    ['sandbox/core/context.ts', 'sandbox/platform/brand/settings-cache', false],
    ['sandbox/platform/auth/login.ts', 'sandbox/platform/accounts/repository', false],
    ['sandbox/platform/auth/login.ts', 'sandbox/platform/accounts/index', true],
    ['sandbox/platform/auth/login.ts', 'sandbox/platform/auth/new-address', true],
    ['sandbox/tools/seed/brand.ts', 'sandbox/platform/brand/repository', false],
    ['sandbox/platform/handlers.ts', 'sandbox/platform/vip/handlers', true],
    ['sandbox/platform/handlers.ts', 'sandbox/platform/vip/claim', false],
    ['widgets/lobby/lobby.tsx', 'widgets/ui/tabs', true],
    ['widgets/lobby/lobby.tsx', 'widgets/game-shell/index', true],
    ['widgets/game-dialogs/game-popup.tsx', 'widgets/lobby/game-grid', false],
    ['widgets/game-dialogs/game-modals.tsx', 'widgets/lobby/lobby.css', true],
    ['widgets/ui/modal.tsx', 'widgets/lobby/index', false],
    ['widgets/lobby/lobby.tsx', 'host-site/src/app/portal', false],
    ['widgets/widget-table.ts', 'widgets/lobby/widget', true],
    ['widgets/embed/runtime.ts', 'widgets/widget-table', true],
    ['widgets/auth/auth-widget.tsx', 'widgets/widget-table', false],
    ['widgets/react/widget-component.tsx', 'widgets/embed/shadow-mount', true],
    ['widgets/react/widget-component.tsx', 'widgets/embed/runtime', false],
    ['widgets/lobby/lobby.tsx', 'widgets/embed/shadow-mount', false],
    ['host-site/src/pages/lobby.tsx', 'widgets/lobby/index', true],
    ['host-site/src/pages/lobby.tsx', 'widgets/lobby/game-grid', false],
    ['host-site/src/pages/lobby.tsx', 'sandbox/app', false],
    ['host-site/server.ts', 'sandbox/app', true], // the server mounts the sandbox
  ])('%s → %s: allowed %s', (from, to, allowed) => {
    expect(layerViolation(from, to) === undefined).toBe(allowed);
  });
});

describe('the rule in ESLint', () => {
  const lint = (filename: string, code: string) =>
    new Linter({ configType: 'flat' })
      .verify(
        code,
        [
          {
            files: ['**/*.ts', '**/*.tsx'],
            plugins: { croupier: layersPlugin as never },
            rules: { 'croupier/layers': 'error' },
          },
        ],
        join(process.cwd(), filename),
      )
      .map((message) => message.message);

  it('resolves an alias to its folder and checks the layer it lands in', () => {
    expect(lint('host-site/src/pages/x.ts', "import { a } from '@widgets/lobby/index';")).toEqual([]);
    expect(lint('host-site/src/pages/x.ts', "import { a } from '@widgets/lobby/game-grid';")).toEqual([
      expect.stringContaining("the host site uses a widget's index only"),
    ]);
    expect(lint('sdk/rules/x.ts', "import { a } from '@widgets/ui/modal';")).toEqual([
      expect.stringContaining('the SDK imports only the SDK'),
    ]);
  });

  it('asks for the alias instead of three or more levels of ../', () => {
    expect(lint('host-site/src/pages/home/x.ts', "import { a } from '../../../../sdk/runtime';")).toEqual([
      expect.stringContaining('import by alias'),
    ]);
    expect(lint('widgets/lobby/x.ts', "import { a } from '../../sdk/runtime';")).toEqual([]);
  });
});
