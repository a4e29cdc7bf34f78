import type { Core } from './core';
import type { ModalName, OpenModal } from '../state/modals';

/** Show and hide modals by name (SPEC §4); the newest is on top. */
export function modalActions({ state, events }: Core) {
  const publish = () => events.emit('modal:changed', { open: state.modals.value.map((m) => m.name) });
  return {
    /** Opens a modal (again on top, if it was open) with its props, and emits `modal:changed`. */
    open(name: ModalName, props?: OpenModal['props']) {
      state.modals.value = [
        ...state.modals.value.filter((m) => m.name !== name),
        { name, ...(props ? { props } : {}) },
      ];
      publish();
    },
    /** Closes a modal if it is open, and emits `modal:changed`. */
    close(name: ModalName) {
      if (!state.modals.value.some((m) => m.name === name)) return;
      state.modals.value = state.modals.value.filter((m) => m.name !== name);
      publish();
    },
    /** Closes every modal, and emits `modal:changed` if any was open. */
    closeAll() {
      if (state.modals.value.length === 0) return;
      state.modals.value = [];
      publish();
    },
    /** Whether a modal is open now. */
    isOpen: (name: ModalName) => state.modals.value.some((m) => m.name === name),
  };
}

export type ModalActions = ReturnType<typeof modalActions>;
