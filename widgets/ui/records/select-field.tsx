import { useId } from 'react';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { useStyles } from '@widgets/ui/styles';
import fieldCss from '@widgets/ui/field.css?inline';

/**
 * A labelled native select in the fields' style: on a phone it opens the system's picker, and
 * every screen reader and keyboard knows it.
 */
export function SelectField(props: {
  label: string;
  value: string;
  options: readonly { readonly value: string; readonly label: string }[];
  onChange: (value: string) => void;
}) {
  useStyles('cr-field', fieldCss);
  const id = useId();
  return (
    <div className="cr-field cr-select">
      <label className="cr-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="cr-field__control cr-select__control">
        <select
          id={id}
          className="cr-select__input"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon path={icons.chevronDown} className="cr-select__chevron" />
      </div>
    </div>
  );
}
