import { useCallback, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { isPlatformError } from '../../sdk/client/platform-error';
import { errorText } from '../../sdk/i18n/error-text';

/** Messages for failures that are about the window, not the platform. */
const WINDOW_ERRORS: Record<string, string> = {
  popup_blocked: 'customerService.popupBlocked',
  invalid_url: 'customerService.invalidUrl',
};

/**
 * Opens the customer-service window (SPEC §2). Call `open` straight from a click handler so the
 * browser allows the popup; failures close it and show why.
 */
export function useCustomerService() {
  const croupier = useCroupier();
  const t = useT();
  const [opening, setOpening] = useState(false);
  const open = useCallback(
    async (csType?: string) => {
      setOpening(true);
      try {
        await croupier.customerService.open(csType);
      } catch (error) {
        const key = isPlatformError(error) ? WINDOW_ERRORS[error.code] : undefined;
        croupier.modals.open('message', {
          titleKey: 'customerService.title',
          text: key ? t(key) : `${t('customerService.failed')} ${errorText(t, error)}`,
        });
      } finally {
        setOpening(false);
      }
    },
    [croupier, t],
  );
  return { open, opening };
}
