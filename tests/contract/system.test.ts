import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { SystemStatus, HelpArticle, CustomerServiceLink } from '../../sdk/contract';
import { decryptServiceLink } from '../../sdk/client/service-link';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('system status', () => {
  it('describes the brand, the visitor and a normal site', async () => {
    const status = expectValid(
      contract.systemStatus,
      await sandbox.call(contract.systemStatus, { url: 'localhost:8080' }),
    ) as SystemStatus;
    expect(status.info.merchantCode).toBe('CROUPIER');
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
    // One root node, `enabled` as text, as the platform sends it (PLATFORM-WIRE.md mismatch 1).
    expect(status.info.whitelabel).toMatchObject({ modId: 'WHITELABEL', enabled: '1' });
    expect(status.info.whitelabel.childrenNodes.map((n) => n.modId)).toContain('REGISTER');
    expect(status.info.register.username?.patternId).toBe(2);
    expect(status.info.settings.currencySymbol).toBe('P');
    expect(status.location.country).toBe('Local network');
  });

  it('follows the sandbox switches: maintenance, region restriction and the simulated country', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/status',
      payload: { maintenance: true, regionRestriction: true, country: 'Atlantis' },
    });
    const status = expectValid(
      contract.systemStatus,
      await sandbox.call(contract.systemStatus, {}),
    ) as SystemStatus;
    expect([status.maintenance, status.regionRestriction, status.location.country]).toEqual([
      true,
      true,
      'Atlantis',
    ]);
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    const reset = expectValid(
      contract.systemStatus,
      await sandbox.call(contract.systemStatus, {}),
    ) as SystemStatus;
    expect(reset.maintenance).toBe(false);
  });

  it('refuses a bad switch value and changes nothing', async () => {
    expectFailure(
      await sandbox.request({ method: 'POST', url: '/sandbox/status', payload: { maintenance: 'yes' } }),
      400,
      'invalid_request',
    );
    const status = expectValid(
      contract.systemStatus,
      await sandbox.call(contract.systemStatus, {}),
    ) as SystemStatus;
    expect(status.maintenance).toBe(false);
  });

  it('refuses an over-long url', async () => {
    expectFailure(
      await sandbox.call(contract.systemStatus, { url: 'x'.repeat(300) }),
      400,
      'invalid_request',
    );
  });
});

describe('whitelabel flags', () => {
  it('returns the feature tree, and a flag switched off stays off', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/flags',
      payload: { modId: 'FREEPLAY3', enabled: false },
    });
    const tree = expectValid(contract.whitelabel, await sandbox.call(contract.whitelabel, {})) as {
      childrenNodes: { modId: string; childrenNodes: { modId: string; enabled: string }[] }[];
    };
    const login = tree.childrenNodes.find((n) => n.modId === 'LOGIN')!;
    expect(login.childrenNodes.find((n) => n.modId === 'FREEPLAY3')?.enabled).toBe('0');
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  });

  it('refuses to switch a flag that does not exist', async () => {
    expectFailure(
      await sandbox.request({
        method: 'POST',
        url: '/sandbox/flags',
        payload: { modId: 'NOPE3', enabled: true },
      }),
      404,
      'not_found',
    );
  });
});

describe('help centre, countries, domains', () => {
  it('answers in the request language and falls back to English', async () => {
    const es = expectValid(
      contract.helpCenter,
      await sandbox.call(contract.helpCenter, {}, { language: 'ES' }),
    ) as { list: HelpArticle[] };
    const en = expectValid(
      contract.helpCenter,
      await sandbox.call(contract.helpCenter, {}, { language: 'EN' }),
    ) as { list: HelpArticle[] };
    const vi = expectValid(
      contract.helpCenter,
      await sandbox.call(contract.helpCenter, {}, { language: 'VI' }),
    ) as { list: HelpArticle[] };
    expect(es.list[0]?.title).toBe('Cómo registrarse');
    expect(en.list[0]?.title).toBe('How to register');
    expect(vi.list[0]?.title).toBe('How to register');
    expect(en.list).toHaveLength(5);
  });

  it('lists countries with their dialling codes', async () => {
    const { countries } = expectValid(contract.countries, await sandbox.call(contract.countries, {})) as {
      countries: { countryCode: string; countryDialingCode: string }[];
    };
    expect(countries.find((c) => c.countryCode === 'PH')?.countryDialingCode).toBe('63');
  });

  it('lists the brand domains', async () => {
    const { domainList } = expectValid(
      contract.domainRoute,
      await sandbox.call(contract.domainRoute, {}),
    ) as { domainList: { type: string }[] };
    expect(domainList.map((d) => d.type)).toContain('WEB');
  });
});

describe('customer-service link', () => {
  it('serves the link DES-encrypted with its key as suffix, absolute to the request host', async () => {
    const answer = await sandbox.request({
      method: 'GET',
      url: '/wps/system/customerService?csType=LIVECHAT',
      headers: { host: 'portal.test:8080' },
    });
    const value = expectValid(contract.customerServiceLink, answer) as CustomerServiceLink;
    const encrypted = value.version.pathList.find((p) => p.type === '3')!.path;
    expect(decryptServiceLink(encrypted)).toBe('http://portal.test:8080/support/chat');
  });

  it('answers 404 for an unknown channel and 400 without one', async () => {
    expectFailure(await sandbox.call(contract.customerServiceLink, { csType: 'FAX' }), 404, 'not_found');
    expectFailure(await sandbox.call(contract.customerServiceLink, {}), 400, 'invalid_request');
  });
});

describe('registration rules', () => {
  it('gives per-field rules for each registration type', async () => {
    const rules = expectValid(
      contract.registerSettings,
      await sandbox.call(contract.registerSettings, { registerType: 'mobile' }),
    ) as Record<string, { required: boolean }>;
    expect(rules.mobileNum?.required).toBe(true);
    expectFailure(
      await sandbox.call(contract.registerSettings, { registerType: 'fax' }),
      400,
      'invalid_request',
    );
  });
});
