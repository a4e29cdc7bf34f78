import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';
import { realClient } from './real-client';

/**
 * Relays the platform's page calls by these names (PLATFORM-WIRE.md, calls 55, 87, 91–95, 98–100;
 * the API tables of chunk-web-view.a286710c-API.js): each answers the page's GET in the envelope.
 * Their answers' fields are ours where the page does not show them (docs/spec-coverage.md).
 */
let sandbox: TestSandbox;
let page: ReturnType<typeof realClient>;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  page = realClient(sandbox);
  token = await sandbox.login('demomember');
});
afterAll(() => sandbox.close());

describe.each([
  ['/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20', false],
  ['/wps/relay/MCS2_getPointConfig', false],
  ['/wps/relay/MCS2_getPointReward?pageNo=1&pageSize=10', false],
  ['/wps/relay/MCS2_getPointBalance', true],
  ['/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=10', true],
  ['/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=10', true],
  ['/wps/relay/MCSFE_getMissionSummaryDetails', true],
  ['/wps/relay/MCSFE_getMissionLeaderboard', true],
  ['/wps/relay/MCSFE_getPlayerRankProgress', true],
  ['/wps/relay/MCSFE_getCustomerRebateSettingByProductType', true],
])('GET %s', (url, member) => {
  it('answers in the envelope', async () => {
    const answer = await page.get(url, member ? token : undefined);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, value: expect.anything() });
  });
  if (member)
    it("refuses a guest with the platform's session code", async () => {
      const answer = await page.get(url);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
    });
});
