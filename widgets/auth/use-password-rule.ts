import { useEffect, useState } from 'react';
import type { FieldRule } from '../../sdk/contract/entities';
import { useCroupier } from '../ui/croupier-context';

/** The brand's rules for username and password (from the username registration settings). */
export function useAccountRules(): { username?: FieldRule; password?: FieldRule } {
  const croupier = useCroupier();
  const [rules, setRules] = useState<{ username?: FieldRule; password?: FieldRule }>({});
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
