import type { EndpointHandler, EndpointTable } from '../../core/http/handler';
import { controlEndpoints } from './endpoints';

/**
 * One line per switch, from the table: `GET|POST /sandbox/status`, with a GET's query fields
 * (`GET /sandbox/rounds?username=`). The listing leaves itself out.
 */
export function switchLines(table: EndpointTable): string[] {
  const lines = new Map<string, { methods: string[]; query: string }>();
  for (const endpoint of Object.values(table)) {
    if (endpoint.path === '/sandbox') continue;
    const line = lines.get(endpoint.path) ?? { methods: [], query: '' };
    line.methods.push(endpoint.method);
    if (endpoint.encoding === 'query') {
      // Path parameters (`:id`) are in the path already.
      const fields = Object.keys((endpoint.request as { properties?: object }).properties ?? {}).filter(
        (field) => !endpoint.path.includes(`:${field}`),
      );
      if (fields.length) line.query = `?${fields.map((field) => `${field}=`).join('&')}`;
    }
    lines.set(endpoint.path, line);
  }
  return [...lines].map(([path, { methods, query }]) => `${methods.join('|')} ${path}${query}`);
}

export const listing: EndpointHandler<typeof controlEndpoints.listing> = async () => ({
  about: 'Platform sandbox control endpoints. They exist only in the sandbox, never on a real platform.',
  exposes:
    "SMS and email codes, captcha answers, betting records, balances and members' points; they switch maintenance, " +
    'region restriction, whitelabel flags, brand settings, registration rules and notices, show a partner with its ' +
    "signing secret and switch its wallet mode, move the platform's clock forward, send members platform messages, " +
    "read and answer their feedback, approve or reject point-mall redeems, set the points rules, a reward's stock " +
    'and the promotions budget, decide promotion applications, grant raffle draws, and reset the demo accounts.',
  access:
    'Every /sandbox/... call needs the X-Sandbox-Token header: the token is printed at start-up and written to ' +
    'the file sandbox-token beside the data folder (SANDBOX_TOKEN fixes it). Only from this machine ' +
    '(SANDBOX_CONTROL_REMOTE=1 opens them to others), at localhost, 127.0.0.1 or [::1] (SANDBOX_CONTROL_HOSTS adds names), ' +
    'from no other origin, with JSON bodies.',
  endpoints: switchLines(controlEndpoints),
});
