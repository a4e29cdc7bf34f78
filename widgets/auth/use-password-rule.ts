import { useEffect, useState } from 'react';
import type { AccountRules } from '../../sdk/rules/validation/password-reset';
import { useCroupier } from '../ui/croupier-context';

/** The brand's rules for username and password (from the username registration settings). */
export function useAccountRules(): AccountRules {
  const croupier = useCroupier();
  const [rules, setRules] = useState<AccountRules>({});
  useEffect(() => {
    let live = true;
    croupier.account.registerRules('username').then(
      (r) => live && setRules({ username: r.username, password: r.password }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [croupier]);
  return rules;
}
