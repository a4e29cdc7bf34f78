import type { SandboxInstance } from '../../app';

/** The start-up line's hint: the header the switches need, and where tools can read the token. */
export function switchesHeader(instance: SandboxInstance): string {
  const { token, tokenFile } = instance.control;
  return `X-Sandbox-Token: ${token}${tokenFile ? ` (also in ${tokenFile})` : ''}`;
}
