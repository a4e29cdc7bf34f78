import { useEffect, useState } from 'react';
import { useCroupier } from './croupier-context';
import { useSignal } from './use-signal';
import { DropdownListbox } from './dropdown-listbox';
import { useStyles } from './styles';
import { cdnUrl } from '@sdk/rules/cdn';
import type { Country } from '@sdk/contract/entities';
import css from './dial.css?inline';

/**
 * SPEC §2: the country dialling-code dropdown, with flags from the image host
 * (COUNTRY_FLAG/{code}.png). The labels come from the caller, so each widget uses its own texts.
 */
export function CountryCodePicker(props: {
  value: string;
  onChange: (dialingCode: string) => void;
  /** The button's name, given the current code (`+63`). */
  label: (code: string) => string;
  listLabel: string;
}) {
  useStyles('cr-dial', css);
  const croupier = useCroupier();
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
    countries.length ? countries : [{ countryCode: '', countryDialingCode: props.value, name: '' }]
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
      label={props.label(`+${props.value}`)}
      listLabel={props.listLabel}
      value={current}
      options={options}
      onChange={(value) => props.onChange(value.split(':')[1]!)}
      renderButton={(selected) => {
        const [code, dialing] = (selected?.value ?? `:${props.value}`).split(':');
        return (
          <>
            {code && <img src={flag(code)} alt="" width={20} height={14} className="cr-dial__flag" />}
            <span>+{dialing}</span>
          </>
        );
      }}
    />
  );
}
