import { defineEndpoint } from '../endpoint';
import { Type, Empty, Nothing } from '../schema';
import {
  CustomerServiceEntry,
  CustomerServiceLink,
  DomainRoute,
  HelpArticle,
  SystemStatus,
  WhitelabelNode,
} from '../entities';

/**
 * @example
 * const status = await client.call(contract.systemStatus, { url: location.host });
 * const screen = rules.rootScreen(status);
 */
export const systemStatus = defineEndpoint({
  name: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  tag: 'system',
  summary: 'Brand configuration, visitor location, maintenance and region restriction',
  request: Type.Object({
    url: Type.Optional(Type.String({ maxLength: 255, description: 'The current host' })),
  }),
  response: SystemStatus,
});

export const whitelabel = defineEndpoint({
  name: 'whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  tag: 'system',
  summary: "The brand's feature tree",
  request: Empty,
  response: WhitelabelNode,
});

export const domainRoute = defineEndpoint({
  name: 'domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  tag: 'system',
  summary:
    "Domains the brand answers on, and its customer service (sealed links): the platform's page reads both when its own domain is not available",
  request: Empty,
  response: Type.Object({
    domainList: Type.Array(DomainRoute),
    customerService: Type.Optional(Type.Array(CustomerServiceEntry)),
  }),
});

/**
 * @example
 * await client.call(contract.ping, { speed: String(Date.now()) }); // throws domain_not_available where the domain is not served
 */
export const ping = defineEndpoint({
  name: 'ping',
  method: 'GET',
  path: '/wps/system/test/ping',
  tag: 'system',
  summary:
    "Answers when the platform is reachable on the calling page's domain (and domain_not_available where it is not): the platform's page pings each of domainRoute's domains to move a player to one that works",
  request: Type.Object({
    speed: Type.Optional(Type.String({ maxLength: 20, description: 'A timestamp, so no cache answers' })),
  }),
  response: Nothing,
});

export const helpCenter = defineEndpoint({
  name: 'helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  tag: 'system',
  summary: 'Help-centre articles in the request language',
  request: Empty,
  response: Type.Object({ list: Type.Array(HelpArticle) }),
});

export const customerServiceLink = defineEndpoint({
  name: 'customerServiceLink',
  method: 'GET',
  path: '/wps/system/customerService',
  tag: 'system',
  summary: 'The encrypted link of a customer-service channel',
  request: Type.Object({ csType: Type.String({ minLength: 1, maxLength: 32 }) }),
  response: CustomerServiceLink,
});
