/**
 * Idempotency keys for money calls. A key stays with one content until that content is answered:
 * a double click or a retry after a timeout sends the same key (the platform applies it once),
 * while changed content, or the same content after an answer (a second deposit of the same
 * amount, on purpose), gets a fresh key.
 */
export interface RequestIds {
  /** The key to send with this content. */
  keyFor(content: unknown): string;
  /** The platform answered (accepted or refused): the next call is a new request. */
  answered(): void;
}

export function requestIds(newKey: () => string = () => crypto.randomUUID()): RequestIds {
  let pending: { content: string; key: string } | undefined;
  return {
    keyFor(content) {
      const text = JSON.stringify(content);
      if (pending?.content !== text) pending = { content: text, key: newKey() };
      return pending.key;
    },
    answered() {
      pending = undefined;
    },
  };
}
