import { createContext, useContext, type ReactNode } from 'react';
import type { Croupier } from '../../sdk/runtime';
import { useSignal } from './use-signal';

const CroupierContext = createContext<Croupier | null>(null);

/** Where a widget tree lives: the document on the host site, a shadow root when embedded. */
export interface WidgetRoot {
  /** Receives the widgets' stylesheets. */
  readonly styles: Document | ShadowRoot;
  /** Receives modals (portals). */
  readonly portal: () => Element | DocumentFragment;
}

const documentRoot: WidgetRoot = { styles: globalThis.document, portal: () => document.body };
const RootContext = createContext<WidgetRoot>(documentRoot);

export function CroupierProvider(props: { croupier: Croupier; root?: WidgetRoot; children: ReactNode }) {
  return (
    <CroupierContext.Provider value={props.croupier}>
      <RootContext.Provider value={props.root ?? documentRoot}>{props.children}</RootContext.Provider>
    </CroupierContext.Provider>
  );
}

/** The runtime of the page (started). */
export function useCroupier(): Croupier {
  const croupier = useContext(CroupierContext);
  if (!croupier) throw new Error('croupier: widgets must be rendered inside <CroupierProvider>');
  return croupier;
}

export const useWidgetRoot = () => useContext(RootContext);

/** A translation function that re-renders the component when the language changes. */
export function useT() {
  const croupier = useCroupier();
  useSignal(croupier.state.language);
  return croupier.i18n.t;
}
