import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../ui/croupier-context';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';

/** Waits this long after the last keystroke before searching on the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search field that reports its text once typing pauses; the lobby's words unless told others. */
export function SearchBox(props: {
  value: string;
  onSearch: (text: string) => void;
  busy?: boolean;
  label?: string;
  placeholder?: string;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(props.value);
  const onSearch = useRef(props.onSearch);
  onSearch.current = props.onSearch;
  useEffect(() => {
    if (text === props.value) return;
    const timer = setTimeout(() => onSearch.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, props.value]);
  return (
    <div className="cr-search" role="search">
      <label htmlFor={id} className="cr-visually-hidden">
        {props.label ?? t('games.search')}
      </label>
      <Icon path={icons.search} className="cr-search__icon" />
      <input
        id={id}
        type="search"
        className="cr-search__input"
        placeholder={props.placeholder ?? t('games.searchPlaceholder')}
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      {props.busy && <span className="cr-spinner" role="status" aria-label={t('common.loading')} />}
      {text && (
        <button
          type="button"
          className="cr-icon-btn"
          aria-label={t('games.clearSearch')}
          onClick={() => setText('')}
        >
          <Icon path={icons.close} />
        </button>
      )}
    </div>
  );
}
