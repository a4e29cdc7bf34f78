import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStyles } from './styles';
import listboxCss from './listbox.css?inline';

export interface ListboxOption {
  readonly value: string;
  readonly label: string;
  /** Text the option is read and type-ahead matched by; defaults to the label. */
  readonly text?: string;
  readonly lang?: string;
}

/** SPEC §2: the language dropdown closes 200 ms after it loses focus. */
export const CLOSE_AFTER_BLUR_MS = 200;

/**
 * A select-only combobox-style button with a listbox popup (WAI-ARIA "collapsible dropdown
 * listbox"): arrows move, Home/End jump, typing finds, Enter/Space choose, Escape closes.
 */
export function DropdownListbox(props: {
  label: string;
  value: string;
  options: readonly ListboxOption[];
  onChange: (value: string) => void;
  renderButton: (selected: ListboxOption | undefined, open: boolean) => ReactNode;
  className?: string;
  buttonClassName?: string;
  listLabel: string;
}) {
  useStyles('cr-listbox', listboxCss);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typed = useRef({ text: '', at: 0 });
  const selectedIndex = Math.max(
    0,
    props.options.findIndex((o) => o.value === props.value),
  );

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  function show(index = selectedIndex) {
    setActive(index);
    setOpen(true);
  }

  function choose(index: number) {
    const option = props.options[index];
    setOpen(false);
    button.current?.focus();
    if (option && option.value !== props.value) props.onChange(option.value);
  }

  function onListKey(event: KeyboardEvent) {
    const last = props.options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1) {
      const now = event.timeStamp;
      typed.current = {
        text: (now - typed.current.at < 700 ? typed.current.text : '') + event.key.toLowerCase(),
        at: now,
      };
      const found = props.options.findIndex((o) =>
        (o.text ?? o.label).toLowerCase().startsWith(typed.current.text),
      );
      if (found >= 0) setActive(found);
    }
  }

  return (
    <div
      className={props.className}
      onBlur={() => {
        closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
      }}
      onFocus={() => clearTimeout(closeTimer.current)}
    >
      <button
        ref={button}
        type="button"
        className={props.buttonClassName}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={props.label}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            show(e.key === 'ArrowUp' ? props.options.length - 1 : selectedIndex);
          }
        }}
      >
        {props.renderButton(props.options[selectedIndex], open)}
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={props.listLabel}
          aria-activedescendant={`${listId}-${active}`}
          className="cr-listbox"
          onKeyDown={onListKey}
        >
          {props.options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              data-index={index}
              lang={option.lang}
              aria-selected={option.value === props.value}
              className={`cr-listbox__option${index === active ? ' is-active' : ''}`}
              onMouseMove={() => setActive(index)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
