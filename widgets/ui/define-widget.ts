import { useInsertionEffect, type ComponentType } from 'react';
import type { Static, TObject } from '@sinclair/typebox';
import { useWidgetRoot } from './croupier-context';
import { injectStyles } from './styles';

/** Families of modals a widget may open; the script-tag runtime renders each once per page. */
export type ModalFamily = 'auth' | 'dialogs' | 'games';

/**
 * A stylesheet a widget needs in its root, by id, so two widgets in one root share one copy. The
 * theme and base sheets need no listing: every root has them.
 */
export interface WidgetStyle {
  readonly id: string;
  readonly css: string;
}

/**
 * One mountable widget: what a partner mounts by name (script tag, iframe or React import), its
 * options as a schema (the source of the options' types and of the options table in the docs),
 * the modal families it may open and the stylesheets its root needs.
 */
export interface WidgetDefinition<Name extends string = string, Options extends TObject = TObject> {
  readonly name: Name;
  /** One line for the options table in the README: what the widget shows. */
  readonly summary: string;
  readonly options: Options;
  readonly component: ComponentType<Static<Options>>;
  readonly modalFamilies: readonly ModalFamily[];
  readonly styles: readonly WidgetStyle[];
}

/** Declares a mountable widget; each widget folder's `widget.tsx` exports one as its default. */
export function defineWidget<const Name extends string, Options extends TObject>(
  definition: WidgetDefinition<Name, Options>,
): WidgetDefinition<Name, Options> {
  return definition;
}

/** The options a widget's component takes, from its definition's schema. */
export type OptionsOf<Definition> =
  Definition extends WidgetDefinition<string, infer Options> ? Static<Options> : never;

/** Injects a widget definition's stylesheets into the root it renders in, before its first paint. */
export function useWidgetStyles(styles: readonly WidgetStyle[]) {
  const root = useWidgetRoot();
  useInsertionEffect(() => {
    for (const style of styles) injectStyles(root.styles, style.id, style.css);
  }, [root, styles]);
}
