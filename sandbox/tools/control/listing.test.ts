import { describe, expect, it } from 'vitest';
import { endpoints } from '@sdk/contract/table';
import { controlEndpoints } from './endpoints';
import { switchLines } from './listing';

describe('the switches table', () => {
  it('lists every switch under GET /sandbox, one line per path', () => {
    expect(switchLines(controlEndpoints)).toEqual([
      'GET|POST /sandbox/status',
      'POST /sandbox/flags',
      'POST /sandbox/settings',
      'POST /sandbox/register-rules',
      'GET /sandbox/captcha?key=',
      'GET /sandbox/outbox/sms?mobile=',
      'GET /sandbox/outbox/email?address=',
      'POST /sandbox/accounts/:username/expire-password',
      'POST /sandbox/accounts/:username/balance',
      'POST /sandbox/accounts/:username/login-addresses',
      'POST /sandbox/vendors/:code/maintenance',
      'POST /sandbox/games/fail-next-settlement',
      'POST /sandbox/notices',
      'GET /sandbox/rounds?username=',
      'POST /sandbox/deposits/settle',
      'POST /sandbox/deposits/auto-settle',
      'POST /sandbox/withdrawals/pay',
      'POST /sandbox/withdrawals/reject',
      'POST /sandbox/withdrawals/force-receive',
      'GET|POST /sandbox/partners/:id',
      'POST /sandbox/partners/:id/wallet',
      'POST /sandbox/partners/:id/origins',
      'POST /sandbox/contracts/settle',
      'POST /sandbox/accounts/:username/type',
      'GET|POST /sandbox/clock',
      'POST /sandbox/domains',
      'POST /sandbox/phone-provider/failure',
      'GET /sandbox/phone-provider/code?phoneNumber=',
      'POST /sandbox/phone-provider/clear',
      'POST /sandbox/messages',
      'GET /sandbox/feedback?username=',
      'POST /sandbox/feedback/reply',
      'GET /sandbox/points?username=',
      'POST /sandbox/points/redeems/:id/approve',
      'POST /sandbox/points/redeems/:id/reject',
      'POST /sandbox/points/rewards/:id/stock',
      'POST /sandbox/points/config',
      'POST /sandbox/points/budget',
      'POST /sandbox/promotions/decide',
      'POST /sandbox/promotions/raffle-grant',
      'GET /sandbox/rebate?username=',
      'POST /sandbox/chat/drop',
      'POST /sandbox/bonuses/credit',
      'POST /sandbox/reset',
    ]);
  });

  it('holds only /sandbox paths tagged sandbox, and none of them reaches the platform contract', () => {
    for (const endpoint of Object.values(controlEndpoints)) {
      expect(endpoint.path).toMatch(/^\/sandbox(\/|$)/);
      expect(endpoint.tag).toBe('sandbox');
    }
    expect(endpoints.filter((e) => e.tag === 'sandbox' || e.path.startsWith('/sandbox'))).toEqual([]);
  });
});
