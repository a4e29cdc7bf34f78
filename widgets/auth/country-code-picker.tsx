import { useEffect, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { DropdownListbox } from '../ui/dropdown-listbox';
import { cdnUrl } from '../../sdk/rules/cdn';
import type { Country } from '../../sdk/contract/entities';

/** SPEC §2: the country dialling-code dropdown, with flags from the image host (COUNTRY_FLAG/{code}.png). */
export function CountryCodePicker(props: { value: string; onChange: (dialingCode: string) => void }) {
  const croupier = useCroupier();
  const t = useT();
  const cdn = useSignal(croupier.state.imageCdn);
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    croupier.account.countries().then(
      (list) => live && setCountries(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [croupier]);
  const flag = (code: string) => cdnUrl(cdn, `COUNTRY_FLAG/${code}.png`);
  const options = (
    countries.length ? countries : [{ countryCode: 'PH', countryDialingCode: props.value, name: '' }]
  ).map((c) => ({
    value: `${c.countryCode}:${c.countryDialingCode}`,
    label: `${c.name} +${c.countryDialingCode}`,
    text: c.name,
  }));
  const current = options.find((o) => o.value.endsWith(`:${props.value}`))?.value ?? options[0]!.value;
  return (
    <DropdownListbox
      className="cr-dial"
      buttonClassName="cr-dial__button"
      label={t('auth.dialingCode', { code: `+${props.value}` })}
      listLabel={t('auth.dialingCodes')}
      value={current}
      options={options}
      onChange={(value) => props.onChange(value.split(':')[1]!)}
      renderButton={(selected) => {
        const [code, dialing] = (selected?.value ?? 'PH:63').split(':');
        return (
          <>
            <img src={flag(code!)} alt="" width={20} height={14} className="cr-dial__flag" />
            <span>+{dialing}</span>
          </>
        );
      }}
    />
  );
}
