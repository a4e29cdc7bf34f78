import { contract } from '../../sdk/contract/table';
import type { Endpoint } from '../../sdk/contract';
import { deepArray, deepObject } from './hostile';
import type { Plan } from './plan';

const plan = (endpoint: Endpoint, role: Plan['role'], mutation: string, payload: unknown): Plan => ({
  endpoint,
  role,
  mode: 'hostile',
  mutation,
  payload,
  headers: {},
});

/**
 * Requests the fuzzer once found answered badly, kept as they were so that the bug stays fixed
 * whatever seed a run draws. Each names what it broke.
 *
 * Bodies nested deeper than the call stack (found with FUZZ_SEED=7): valid JSON, parsed fine, then
 * walked recursively by the validator looking for NUL characters, which overflowed the stack and
 * answered 500 internal_error. Fixed in sandbox/core/http/validate.ts (an iterative walk that also
 * refuses nesting deeper than any request), for plain, sealed and partner-signed bodies alike.
 */
export const FIXED_CORPUS: readonly Plan[] = [
  plan(contract.passwordSms, 'guest', 'a field nested 100,000 objects deep', {
    mobileNum: deepObject(100_000),
    countryDialingCode: '63',
  }),
  plan(contract.loginSms, 'guest', 'a field nested 10,000 arrays deep', {
    mobileNum: '9171234567',
    countryDialingCode: deepArray(10_000),
  }),
  plan(contract.addFavoriteGame, 'member', 'an extra field nested 50,000 objects deep', {
    nodeId: 1,
    a: deepObject(50_000),
  }),
  plan(contract.depositCreate, 'member', 'an idempotency id nested 5,000 objects deep', {
    requestId: deepObject(5_000),
    methodId: 'bank',
    amount: 100,
  }),
  plan(contract.login, 'guest', 'a sealed payload nested 10,000 arrays deep', {
    username: deepArray(10_000),
    password: 'x',
    type: 'username',
  }),
  plan(contract.changePassword, 'member', 'a sealed field nested 10,000 arrays deep', {
    oldPassword: deepArray(10_000),
    newPassword: 'Demo2026x',
    confirmNewPassword: 'Demo2026x',
  }),
  // Under the 16 KB a partner's body may weigh, so that it reaches the validator.
  plan(contract.partnerWalletReport, 'signed', 'a signed body nested 6,000 arrays deep', {
    day: deepArray(6_000),
  }),
  plan(contract.withdrawConfirm, 'member', 'proofs nested 100,000 arrays deep, on the upload route', {
    orderNo: 'WAAAAAAAAAAAAAAAA',
    received: false,
    proofs: deepArray(100_000),
  }),
  plan(contract.hourlySalary, 'agent', 'a prototype key holding 50,000 levels', {
    action: 'list',
    prototype: deepObject(50_000),
  }),
];
