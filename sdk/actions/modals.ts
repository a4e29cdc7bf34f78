import type { Core } from './core';
import type { ModalName, OpenModal } from '../state/modals';

/** Show and hide modals by name (SPEC §4); the newest is on top. */
export function modalActions({ state, events }: Core) {
  const publish = () => events.emit('modal:changed', { open: state.modals.value.map((m) => m.name) });
  return {
    open(name: ModalName, props?: OpenModal['props']) {
      state.modals.value = [
        ...state.modals.value.filter((m) => m.name !== name),
        { name, ...(props ? { props } : {}) },
      ];
      publish();
    },
    close(name: ModalName) {
      if (!state.modals.value.some((m) => m.name === name)) return;
      state.modals.value = state.modals.value.filter((m) => m.name !== name);
      publish();
    },
    closeAll() {
      if (state.modals.value.length === 0) return;
      state.modals.value = [];
      publish();
    },
    isOpen: (name: ModalName) => state.modals.value.some((m) => m.name === name),
  };
}

export type ModalActions = ReturnType<typeof modalActions>;
