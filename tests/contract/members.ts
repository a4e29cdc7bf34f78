import { contract } from '../../sdk/contract/table';
import { expectValid, type TestSandbox } from './harness';

let counter = 0;

/**
 * A new member of their own, registered through the contract (captcha answer read from the
 * sandbox), so no test sees another's state. Answers the session token.
 */
export async function registerMember(
  sandbox: TestSandbox,
  prefix: string,
  extra: Record<string, unknown> = {},
  /** The address it registers from (the harness trusts X-Forwarded-For); the test's own by default. */
  ip?: string,
): Promise<string> {
  const key = `${prefix}-${Date.now()}-${counter++}-abcdefgh`;
  await sandbox.call(contract.captcha, { key }, { ip });
  const { answer } = (await sandbox.request({ method: 'GET', url: `/sandbox/captcha?key=${key}` })).body
    .value as { answer: string };
  const registered = await sandbox.call(
    contract.register,
    {
      username: `${prefix}${Date.now() % 1e6}${counter++}`,
      password: 'Good2026',
      confirmPassword: 'Good2026',
      captcha: answer,
      captchaKey: key,
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      ...extra,
    },
    { ip },
  );
  return (expectValid(contract.register, registered) as { token: string }).token;
}
