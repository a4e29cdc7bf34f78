import type { Core } from './core';
import type { ModalName, OpenModal } from '../state/modals';

/** Show and hide modals by name (SPEC §4); the newest is on top. */
export function modalActions({ state, events }: Core) {
  const publish = () => events.emit('modal:changed', { open: state.modals.value.map((m) => m.name) });
  return {
    /**
     * Opens a modal (again on top, if it was open) with its props, and emits `modal:changed`.
     *
     * @example
     * croupier.modals.open('personalCentre', { page: 'depositv2' });
     * croupier.modals.open('message', { titleKey: 'auth.forgotTitle', messageKey: 'auth.forgotEmailSent' });
     */
    open(name: ModalName, props?: OpenModal['props']) {
      state.modals.value = [
        ...state.modals.value.filter((m) => m.name !== name),
        { name, ...(props ? { props } : {}) },
      ];
      publish();
    },
    /**
     * Closes a modal if it is open, and emits `modal:changed`.
     *
     * @example
     * croupier.modals.close('login');
     */
    close(name: ModalName) {
      if (!state.modals.value.some((m) => m.name === name)) return;
      state.modals.value = state.modals.value.filter((m) => m.name !== name);
      publish();
    },
    /**
     * Closes every modal, and emits `modal:changed` if any was open.
     *
     * @example
     * croupier.modals.closeAll();
     */
    closeAll() {
      if (state.modals.value.length === 0) return;
      state.modals.value = [];
      publish();
    },
    /**
     * Whether a modal is open now.
     *
     * @example
     * if (!croupier.modals.isOpen('login')) croupier.modals.open('login');
     */
    isOpen: (name: ModalName) => state.modals.value.some((m) => m.name === name),
  };
}

export type ModalActions = ReturnType<typeof modalActions>;
