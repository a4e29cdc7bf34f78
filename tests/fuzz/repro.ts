import type { Plan } from './plan';
import type { Reply } from './check';
import type { Wire } from './wire';

/** A failure as the report shows it: enough to send the same request again by hand. */
export interface Failure {
  /** How to send it again: the seed and index of a fuzzed request, or the corpus entry. */
  replay: string;
  endpoint: string;
  role: string;
  mutation: string;
  problem: string;
  request: string;
  answer: string;
}

/** Long texts cut to their start and length: a 10 MB body helps nobody in a terminal. */
function clip(text: string, max = 1_500): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters in all)`;
}

/** A payload for reading: long strings and raw JSON shortened, the rest as sent. */
function readable(value: unknown): string {
  return clip(
    JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'string' && inner.length > 120
        ? `${inner.slice(0, 40)}…(${inner.length} chars)`
        : inner,
    ) ?? 'undefined',
  );
}

export function describeFailure(
  replay: string,
  plan: Plan,
  wire: Wire,
  reply: Reply | undefined,
  problem: string,
): Failure {
  const { endpoint } = plan;
  const body =
    wire.body === undefined
      ? '(none)'
      : clip(Buffer.isBuffer(wire.body) ? `<bytes ${wire.body.toString('hex')}>` : wire.body);
  const request = [
    `${wire.method} ${clip(wire.url, 400)}${wire.twice ? '   (sent twice, the second answer judged)' : ''}`,
    `headers: ${clip(JSON.stringify(wire.headers), 800)}`,
    `body: ${body}`,
    // A sealed body is ciphertext: its plaintext is what a reader needs.
    ...(endpoint.encrypted ? [`payload before sealing: ${readable(plan.payload)}`] : []),
    ...(plan.shape ? [`shape: ${plan.shape.kind} ${plan.shape.detail ?? ''}`] : []),
  ].join('\n    ');
  return {
    replay,
    endpoint: `${endpoint.name} (${endpoint.method} ${endpoint.path})`,
    role: plan.role,
    mutation: plan.mutation,
    problem,
    request,
    answer: reply ? `${reply.status} ${clip(reply.text, 600)}` : '(no answer)',
  };
}

export function formatFailure(f: Failure): string {
  return [
    `${f.problem}: ${f.endpoint}, as ${f.role}, ${f.mutation}`,
    `  replay: ${f.replay}`,
    `  request: ${f.request}`,
    `  answer: ${f.answer}`,
  ].join('\n');
}
