import { defineEndpoint } from '../endpoint';
import { Type } from '../schema';
import { VendorList } from '../entities';

// On its own: every page loads the vendor list, while the other game calls load with the games.
/**
 * @example
 * const { data } = await client.call(contract.vendorList, {});
 */
export const vendorList = defineEndpoint({
  name: 'vendorList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  tag: 'games',
  summary: 'Vendors grouped in category lanes (clients cache it per session)',
  request: Type.Object({ merchantCode: Type.Optional(Type.String({ maxLength: 32 })) }),
  response: VendorList,
});
