import type { HandlerTable } from '../http/handler';
import { Fault, tooManyRequests } from '../http/fault';
import { memberOf } from '../context';
import { captchaAnswer, renderCaptcha } from '../captcha/render';
import { storeCaptcha } from '../captcha/store';
import { revokeSession } from '../security/sessions';
import { loginWithPassword } from '../store/login';

export const sessionHandlers: HandlerTable = {
  rsaKey: async (_input, { sandbox }) => ({ keyId: sandbox.keys.keyId, publicKey: sandbox.keys.publicKey }),

  async captcha({ key }, { sandbox, ip }) {
    const limit = sandbox.limits.captchaByIp.hit(ip);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const answer = captchaAnswer();
    await storeCaptcha(sandbox.db, key, answer, sandbox.now());
    return renderCaptcha(answer).toString('base64');
  },

  async login(input, ctx) {
    if (input.type === 'sms') {
      throw new Fault(501, 'not_implemented', 'Login by SMS code is not implemented by the sandbox yet');
    }
    return loginWithPassword(ctx, input);
  },

  async logout(_input, ctx) {
    memberOf(ctx);
    await revokeSession(ctx.sandbox.db, ctx.token!, ctx.sandbox.now());
    return null;
  },
};
