import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useStyles } from './styles';
import tabsCss from './tabs.css?inline';

export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: ReactNode;
  /** A number shown as a badge (SPEC §2: available missions). */
  readonly badge?: number;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump, only the
 * selected tab is in the Tab order. One panel, for the selected tab.
 */
export function Tabs<T extends string>(props: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  children: ReactNode;
}) {
  useStyles('cr-tabs', tabsCss);
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const vertical = props.orientation === 'vertical';
  const index = Math.max(
    0,
    props.tabs.findIndex((t) => t.id === props.selected),
  );

  function onKeyDown(event: KeyboardEvent) {
    const last = props.tabs.length - 1;
    const keys: Record<string, number> = {
      [vertical ? 'ArrowDown' : 'ArrowRight']: index === last ? 0 : index + 1,
      [vertical ? 'ArrowUp' : 'ArrowLeft']: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const next = props.tabs[keys[event.key]!]!;
    props.onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  }

  return (
    <div
      className={`cr-tabs${vertical ? ' cr-tabs--vertical' : ''}${props.className ? ` ${props.className}` : ''}`}
    >
      <div
        ref={list}
        role="tablist"
        aria-label={props.label}
        aria-orientation={vertical ? 'vertical' : undefined}
        className="cr-tabs__list"
        onKeyDown={onKeyDown}
      >
        {props.tabs.map((tab) => {
          const selected = tab.id === props.selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              data-tab={tab.id}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              className="cr-tabs__tab"
              onClick={() => props.onSelect(tab.id)}
            >
              {tab.label}
              {tab.badge ? <span className="cr-tabs__badge">{tab.badge}</span> : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${props.selected}`}
        tabIndex={0}
        className="cr-tabs__panel"
      >
        {props.children}
      </div>
    </div>
  );
}
