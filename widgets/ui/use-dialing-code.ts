import { useEffect, useState } from 'react';
import { useCroupier } from './croupier-context';

/**
 * A mobile field's dialling code: the one the player picks, else the one `remembered`, else the
 * brand's country's (the first of `GET /wps/system/country`, as the platform's page starts its
 * fields), and empty only while that loads.
 */
export function useDialingCode(remembered?: string): [string, (code: string) => void] {
  const croupier = useCroupier();
  const [chosen, setChosen] = useState(remembered);
  const [home, setHome] = useState<string>();
  useEffect(() => {
    if (remembered) return;
    let live = true;
    croupier.account.country().then(
      (info) => live && setHome(info.countryDialingCode),
      // The picker shows no countries either; the platform's refusal will say what is wrong.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [croupier, remembered]);
  return [chosen ?? home ?? '', setChosen];
}
