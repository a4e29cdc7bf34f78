import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Croupier } from '../../sdk/runtime';
import type { WidgetHandle } from '../../sdk/embed/api';
import { textDirection } from '../../sdk/i18n/direction';
import { CroupierProvider } from '../ui/croupier-context';
import { injectStyles } from '../ui/styles';
import themeCss from '../ui/theme.css?inline';
import baseCss from '../ui/base.css?inline';
import hostCss from './host.css?inline';

/**
 * The shadow root of each element a widget was mounted into. The roots are closed, so
 * `host.shadowRoot` is null and the partner page's scripts cannot walk into the widget's DOM (the
 * account, the balance, the forms); a root cannot be read back either, so mounting again into the
 * same element finds it here.
 */
const roots = new WeakMap<Element, ShadowRoot>();

/**
 * Renders a widget into a closed shadow root on `host`: the partner page's CSS cannot reach in and
 * ours cannot leak out. Modals portal into the same shadow root, so they keep the widget's styles.
 */
export function mountInShadow<P extends object>(
  host: Element,
  croupier: Croupier,
  Widget: ComponentType<P>,
  initial: P,
): WidgetHandle<P> {
  const shadow = roots.get(host) ?? host.attachShadow({ mode: 'closed' });
  roots.set(host, shadow);
  injectStyles(shadow, 'cr-theme', themeCss);
  injectStyles(shadow, 'cr-base', baseCss);
  injectStyles(shadow, 'cr-host', hostCss);
  const container = document.createElement('div');
  container.className = 'cr-embed';
  const portal = document.createElement('div');
  shadow.append(container, portal);
  // The widget takes its language's direction, not the partner page's.
  const stopDirection = croupier.state.language.subscribe((code) => {
    container.dir = portal.dir = textDirection(code);
  });
  const root: Root = createRoot(container);
  let props = initial;
  const render = () =>
    root.render(
      <CroupierProvider croupier={croupier} root={{ styles: shadow, portal: () => portal }}>
        <Widget {...props} />
      </CroupierProvider>,
    );
  render();
  return {
    update(options) {
      props = { ...props, ...options };
      render();
    },
    unmount() {
      stopDirection();
      root.unmount();
      container.remove();
      portal.remove();
    },
  };
}
