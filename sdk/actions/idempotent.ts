import { PlatformError } from '../client/platform-error';
import type { RequestIds } from '../rules/request-ids';

/**
 * Sends a money or security call under the idempotency key of its content. An answer, yes or no,
 * ends the request; a call that got no answer (a timeout, a dropped link) may have been applied,
 * so its retry keeps the key and the platform applies it once.
 */
export async function sendOnce<T>(
  ids: RequestIds,
  content: unknown,
  send: (requestId: string) => Promise<T>,
): Promise<T> {
  const requestId = ids.keyFor(content);
  try {
    const answer = await send(requestId);
    ids.answered();
    return answer;
  } catch (error) {
    if (error instanceof PlatformError && error.status > 0) ids.answered();
    throw error;
  }
}
