import { customerServiceLink } from '../contract/endpoints/system';
import { PlatformError } from '../client/platform-error';
import { SERVICE_POPUP, encryptedServicePath, isWebUrl } from '../rules/service-link';
import type { Core } from './core';

/**
 * SPEC §2: customer service opens in a 440×500 popup at the link the service call returns,
 * decrypted; if the call fails the popup closes. The window opens before the call so that the
 * browser counts it as the click's own popup rather than blocking it.
 */
export function customerServiceActions({ client, state, env }: Core) {
  return {
    /**
     * Opens customer service (the brand's first channel unless `csType` names one) in a popup; call it inside
     * the click, or the browser blocks the popup.
     *
     * @example
     * document.querySelector('#live-chat')!.addEventListener('click', () => {
     *   croupier.customerService.open('LIVECHAT').catch((error) => console.error(error));
     * });
     */
    async open(csType?: string): Promise<void> {
      const type = csType ?? state.status.value?.info.customerService[0]?.csType;
      const popup = env.openWindow(
        'croupier-cs',
        `width=${SERVICE_POPUP.width},height=${SERVICE_POPUP.height}`,
      );
      if (!popup)
        throw new PlatformError('popup_blocked', 'Popup blocked. Please allow popups and try again.', 0);
      try {
        if (!type) throw new PlatformError('not_found', 'The brand has no customer service', 0);
        const answer = await client.call(customerServiceLink, { csType: type });
        const path = encryptedServicePath(answer.version.pathList);
        const { decryptServiceLink } = await import('../client/service-link');
        const url = path ? decryptServiceLink(path) : undefined;
        if (!isWebUrl(url))
          throw new PlatformError('invalid_url', 'Invalid URL, please contact customer service', 0);
        // The service page must not be able to script the portal through window.opener.
        popup.opener = null;
        popup.location.href = url;
      } catch (error) {
        popup.close();
        throw error;
      }
    },
  };
}
