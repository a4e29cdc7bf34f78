import type { ComponentType } from 'react';
import { useWidgetStyles, type WidgetDefinition } from '../ui/define-widget';
import { SharedModals } from './shared-modals';

/**
 * A widget as mounted on a partner page: its definition's stylesheets in its root before the
 * first paint, its component, and the modal families it may open (rendered once per page).
 */
export function widgetRoot(definition: WidgetDefinition): ComponentType<Record<string, unknown>> {
  const Component = definition.component as ComponentType<Record<string, unknown>>;
  return function WidgetRoot(props: Record<string, unknown>) {
    useWidgetStyles(definition.styles);
    return (
      <>
        <Component {...props} />
        {definition.modalFamilies.length > 0 && <SharedModals families={definition.modalFamilies} />}
      </>
    );
  };
}
