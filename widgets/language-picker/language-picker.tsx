import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useStyles } from '../ui/styles';
import { DropdownListbox } from '../ui/dropdown-listbox';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import { nativeName, toLocale } from '../../sdk/i18n/languages';
import css from './language-picker.css?inline';

/** The header's language dropdown: the brand's languages, each in its own name. */
export function LanguagePicker() {
  useStyles('cr-language-picker', css);
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const options = croupier.languages.map((code) => ({
    value: code,
    label: nativeName(code),
    lang: toLocale(code),
  }));
  return (
    <DropdownListbox
      className="cr-language-picker"
      buttonClassName="cr-language-picker__button"
      label={t('languagePicker.label', { language: nativeName(language) })}
      listLabel={t('languagePicker.listLabel')}
      value={language}
      options={options}
      onChange={(code) => void croupier.language.setLanguage(code)}
      renderButton={(selected, open) => (
        <>
          <Icon path={icons.globe} />
          <span lang={selected?.lang}>{selected?.label}</span>
          <Icon path={icons.chevronDown} className={open ? 'is-flipped' : undefined} />
        </>
      )}
    />
  );
}
