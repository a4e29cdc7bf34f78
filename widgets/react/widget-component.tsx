import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { WidgetHandle } from '../../sdk/embed/api';
import { widgetTable, type WidgetName, type WidgetOptions } from '../widget-table';
import { mountInShadow } from '../embed/shadow-mount';
import { widgetRoot } from '../embed/widget-root';
import { followPageTheme } from '../embed/page-theme';
import { useCroupierRuntime } from './croupier-root';

/**
 * What every widget component takes besides its own options.
 *
 * @example
 * const header = <BalanceBar className="header-balance" style={{ marginLeft: 'auto' }} theme="light" />;
 */
export interface WidgetElementProps {
  className?: string;
  style?: CSSProperties;
  /** `light`, `dark`, or `auto` (the default): follows the page around it (see `CommonWidgetOptions`). */
  theme?: 'light' | 'dark' | 'auto';
}

/**
 * A widget of the table as a React component: its code loads on first render (a chunk of its
 * own in the app's bundle), it renders in a closed shadow root on a `<div>` (the app's CSS and
 * the widget's never mix), and new props update it in place.
 */
export function widgetComponent<Name extends WidgetName>(name: Name) {
  function Widget(props: WidgetOptions[Name] & WidgetElementProps) {
    const { className, style, ...options } = props;
    const croupier = useCroupierRuntime();
    const host = useRef<HTMLDivElement>(null);
    const handle = useRef<WidgetHandle>(undefined);
    const latest = useRef<Record<string, unknown>>(options);
    latest.current = options;

    useEffect(() => {
      let live = true;
      void widgetTable[name]().then((module) => {
        if (!live || !host.current) return;
        handle.current = mountInShadow(host.current, croupier, widgetRoot(module.default), latest.current);
      });
      return () => {
        live = false;
        handle.current?.unmount();
        handle.current = undefined;
      };
    }, [croupier]);

    // Options are plain data: compared by value, so a parent's re-render with equal props is free.
    const key = JSON.stringify(options);
    useEffect(() => {
      handle.current?.update(latest.current);
    }, [key]);

    const [theme, setTheme] = useState<'light' | 'dark'>();
    useEffect(
      () => (host.current ? followPageTheme(host.current, options.theme, setTheme) : undefined),
      [options.theme],
    );

    return <div ref={host} className={className} style={style} data-theme={theme} />;
  }
  Widget.displayName = `Croupier(${name})`;
  return Widget;
}
