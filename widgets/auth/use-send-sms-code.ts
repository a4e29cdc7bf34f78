import { useCroupier, useT } from '../ui/croupier-context';
import { placeError } from '../ui/server-error';
import type { PhoneNumber, SmsPurpose } from '../../sdk/actions/account';
import type { FieldError } from '../../sdk/rules/validation/validate-field';

/**
 * Sending an SMS code from a form: the number is checked first and its error shown under the
 * field (SPEC §5); a refusal opens the warning dialog with the server's message (SPEC §7). Resolves
 * to the code's lifetime in minutes (the countdown), or undefined when nothing was sent.
 */
export function useSendSmsCode(showMobileError: (error: FieldError | undefined) => void) {
  const croupier = useCroupier();
  const t = useT();
  return async (purpose: SmsPurpose, phone: PhoneNumber, numberError: FieldError | undefined) => {
    showMobileError(numberError);
    if (numberError) return undefined;
    try {
      return await croupier.account.requestSms(purpose, phone);
    } catch (error) {
      croupier.modals.open('message', { titleKey: 'auth.smsFailed', text: placeError(t, error).message });
      return undefined;
    }
  };
}
