import { makeAutoObservable } from 'mobx';
import { nextModals, type ModalEvent, type ModalName, type OpenModal } from '../../../../core/shell/modals';

/** The global modal host's state (SPEC §2): modals opened by events, with the core's rules. */
export class ModalsViewModel {
  open: OpenModal[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Handles one global event (open, close, registerComplete, closeAll). */
  dispatch(event: ModalEvent): void {
    this.open = nextModals(this.open, event);
  }

  show(name: ModalName, props?: Record<string, unknown>): void {
    this.dispatch(props ? { type: 'open', name, props } : { type: 'open', name });
  }

  close(name: ModalName): void {
    this.dispatch({ type: 'close', name });
  }

  closeAll(): void {
    this.dispatch({ type: 'closeAll' });
  }

  isOpen(name: ModalName): boolean {
    return this.open.some((modal) => modal.name === name);
  }

  propsOf(name: ModalName): Record<string, unknown> | undefined {
    return this.open.find((modal) => modal.name === name)?.props;
  }
}
