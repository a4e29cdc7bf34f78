import {
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { MODAL_MIN_HEIGHT, modalArea } from '../../sdk/rules/modal-area';
import { useCroupier, useT, useWidgetRoot } from './croupier-context';
import { useSignal } from './use-signal';
import { useStyles } from './styles';
import { lockScroll } from './scroll-lock';
import { deepActiveElement, focusableIn } from './focus';
import { Icon } from './icon';
import * as icons from './icons';
import modalCss from './modal.css?inline';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** SPEC §9: modals are 600 wide by default, dialogs 400. */
  size?: 'default' | 'small' | 'wide';
  /** SPEC §4: Escape and the close button close the modal only when click-to-close is on. */
  closable?: boolean;
  /** False when the content has a close button of its own (the agent centre's panel, SPEC §2). */
  closeButton?: boolean;
  /** SPEC §4: Enter presses the dialog's only or default button. */
  onEnter?: () => void;
  /** Buttons under the body. */
  actions?: ReactNode;
  /** Identifies the dialog in tests and styles. */
  name?: string;
  /** `alertdialog` for confirmations and warnings that interrupt the player. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

/**
 * A modal dialog following the WAI-ARIA dialog pattern: focus moves in and is trapped, Escape
 * closes (when allowed), focus returns to the opener, and the page behind does not scroll.
 */
export function Modal(props: ModalProps) {
  useStyles('cr-modal', modalCss);
  const t = useT();
  const root = useWidgetRoot();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closable = props.closable ?? true;
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  // Before the first paint: a dialog on screen already holds focus, so an Escape or a Tab pressed
  // the moment it shows reaches it (after the paint, a quick Escape went to the page behind and
  // the dialog stayed open).
  useLayoutEffect(() => {
    const opener = deepActiveElement(
      root.styles instanceof ShadowRoot ? root.styles : document,
    ) as HTMLElement | null;
    // Where focus goes when the opener is gone by then (a login replaces the login button).
    const home = opener?.closest<HTMLElement>('[data-focus-home]');
    const unlock = lockScroll();
    const node = dialog.current!;
    const preferred =
      node.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(node).find((el) => !el.dataset.closeButton);
    (preferred ?? node).focus();
    return () => {
      unlock();
      // Give focus back to what opened the dialog, if it is still on the page; otherwise to what
      // took its place, so a keyboard or screen-reader user is not left at the top of the page.
      if (opener?.isConnected) opener.focus();
      else if (home?.isConnected)
        (home.querySelector<HTMLElement>('[data-focus-return]') ?? focusableIn(home)[0] ?? home).focus();
    };
  }, [root]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && closable) {
      event.stopPropagation();
      onClose.current();
      return;
    }
    if (event.key === 'Tab') {
      const items = focusableIn(dialog.current!);
      if (items.length === 0) return event.preventDefault();
      const first = items[0]!;
      const last = items[items.length - 1]!;
      // From the dialog's own root: document.activeElement stops at the host of a closed shadow root.
      const active = deepActiveElement(dialog.current!.getRootNode() as Document | ShadowRoot);
      if (event.shiftKey && (active === first || active === dialog.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (event.key === 'Enter' && props.onEnter) {
      const target = event.target as HTMLElement;
      const native = target.closest('button, a, textarea, select, input, [role="tab"], [role="option"]');
      if (!native) {
        event.preventDefault();
        props.onEnter();
      }
    }
  }

  return createPortal(
    <Backdrop onClose={closable ? onClose : undefined}>
      <div
        ref={dialog}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={props.describedBy}
        tabIndex={-1}
        className={`cr-dialog${props.size ? ` cr-dialog--${props.size}` : ''}`}
        data-modal={props.name}
        onKeyDown={onKeyDown}
      >
        <div className="cr-dialog__head">
          <h2 id={titleId} className="cr-dialog__title">
            {props.title}
          </h2>
          {closable && props.closeButton !== false && (
            <button
              type="button"
              className="cr-icon-btn"
              data-close-button="true"
              aria-label={t('common.close')}
              onClick={() => onClose.current()}
            >
              <Icon path={icons.close} />
            </button>
          )}
        </div>
        <div className="cr-dialog__body">{props.children}</div>
        {props.actions && <div className="cr-dialog__actions">{props.actions}</div>}
      </div>
    </Backdrop>,
    root.portal(),
  );
}

/**
 * The dim layer behind a dialog; a press on it closes the dialog when `onClose` is given. In a
 * frame it covers the part of the frame the player sees, not a window as tall as a lobby, and
 * follows the partner page's scroll. It reads that view itself: a frame is told it on every scroll
 * of the partner page, and the dialog it holds (the member centre, a form being typed in) is the
 * same element from one message to the next, so it is not rendered again for each of them.
 */
function Backdrop(props: { onClose?: { readonly current: () => void }; children: ReactNode }) {
  const area = modalArea(useSignal(useCroupier().state.frame)?.viewport, innerHeight, MODAL_MIN_HEIGHT);
  return (
    <div
      className={area ? 'cr-backdrop cr-backdrop--framed' : 'cr-backdrop'}
      style={
        area &&
        ({ '--cr-area-top': `${area.top}px`, '--cr-area-height': `${area.height}px` } as CSSProperties)
      }
      onMouseDown={(e) => {
        if (props.onClose && e.target === e.currentTarget) props.onClose.current();
      }}
    >
      {props.children}
    </div>
  );
}
