import { defineEndpoint } from '../endpoint';
import { Type, Empty, LanguageCode } from '../schema';
import { MemberInfo } from '../entities';

// The member's own record: every page reads it, so it stays out of the account flows' module.
/**
 * @example
 * const member = await client.call(contract.memberInfo, {});
 * console.log(member.nickname);
 */
export const memberInfo = defineEndpoint({
  name: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  auth: 'required',
  tag: 'account',
  summary: 'The logged-in member',
  request: Empty,
  response: MemberInfo,
});

export const memberIcon = defineEndpoint({
  name: 'memberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'required',
  tag: 'account',
  summary: "The member's avatar",
  request: Empty,
  response: Type.Object({ icon: Type.String() }),
});

export const languagePreference = defineEndpoint({
  name: 'languagePreference',
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'required',
  tag: 'account',
  summary: "Store the member's interface language",
  request: Type.Object({ language: LanguageCode }),
  response: Type.Object({ language: LanguageCode }),
});
