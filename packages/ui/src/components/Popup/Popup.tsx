import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactElement, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { CloseIcon, WarningIcon } from '../../internal/icons';
import { useScrollable } from '../../internal/use-scrollable';
import { Button } from '../Button/Button';
import * as styles from './Popup.css';

export const popupVariants = ['default', 'destructive'] as const;
export const popupSizes = ['sm', 'md', 'lg'] as const;

export type PopupVariant = (typeof popupVariants)[number];
export type PopupSize = (typeof popupSizes)[number];

/** A button in the popup's footer. */
export interface PopupAction {
  label: ReactNode;
  /** For the secondary action, call `event.preventDefault()` to keep the popup open. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  /** `submit` with `form` submits a form in the body (e.g. cancel reasons) from the footer. */
  type?: 'button' | 'submit';
  form?: string;
}

/**
 * The main action. In a `default` popup it calls back and leaves closing to the caller; in a
 * `destructive` one (an alert dialog's Action) it closes the popup after `onClick`, unless `onClick`
 * calls `event.preventDefault()` to keep it open while the action runs (`pending`) or to show a failure.
 */
export interface PopupPrimaryAction extends PopupAction {
  /** The action is running: the button shows a spinner and the popup cannot be dismissed. */
  pending?: boolean;
}

export interface PopupProps {
  /** The popup's title; it names the dialog. */
  title: ReactNode;
  /** A line under the title that describes the dialog. */
  description?: ReactNode;
  /** The body: text, a form, an offer. */
  children?: ReactNode;
  /** The main action in the footer (label, onClick, pending, disabled, submit). */
  primaryAction?: PopupPrimaryAction;
  /** Closes the popup after its `onClick` (usually Cancel / No thanks). */
  secondaryAction?: PopupAction;
  /**
   * `destructive`: an alert dialog (Radix AlertDialog) with a red primary action (its Action) and a warning
   * icon; focus starts on the safe action (its Cancel), and a click outside does not dismiss it.
   */
  variant?: PopupVariant;
  /** Width: `sm` 420px, `md` 560px, `lg` 760px (always within the screen). */
  size?: PopupSize;
  /** Open or closed, when the caller controls it. */
  open?: boolean;
  /** Open at first, when the popup controls itself. */
  defaultOpen?: boolean;
  /** Called when the popup opens or closes (Escape, overlay, close icon, secondary action). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the popup (rendered asChild); focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * True while a window of another party, opened over the popup by something the popup started (a bank's
   * 3-D Secure check, which Stripe.js adds to the page's body), needs the keyboard and the pointer: the focus
   * trap pauses, the page outside takes clicks again, and nothing outside closes the popup. Back to modal when
   * it turns false.
   */
  allowOutside?: boolean;
}

/**
 * While mounted, the popup lets the page outside it have focus and pointer events. A second focus scope
 * pauses the popup's (Radix keeps one stack of them and traps only in the newest); it is hidden and never
 * takes focus. Radix Dialog has no switch for this: radix-ui/primitives#2122 is the open request.
 */
function OutsideAllowed({ content }: { content: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const body = document.body;
    const popup = content.current;
    const before = body.style.pointerEvents;
    body.style.pointerEvents = '';
    return () => {
      // Put Radix's `none` back only while the popup is still there (not when it closed meanwhile).
      if (popup?.isConnected) body.style.pointerEvents = before;
    };
  }, [content]);
  const keepFocus = (event: Event) => event.preventDefault();
  return <FocusScope hidden onMountAutoFocus={keepFocus} onUnmountAutoFocus={keepFocus} />;
}

// The parts both variants share; a destructive popup takes Radix AlertDialog's, where Cancel is the safe
// way out (the secondary action and the close icon) and Action confirms.
const dialogParts = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Portal: Dialog.Portal,
  Overlay: Dialog.Overlay,
  Title: Dialog.Title,
  Description: Dialog.Description,
  Cancel: Dialog.Close,
};
const alertDialogParts: typeof dialogParts = {
  Root: AlertDialog.Root,
  Trigger: AlertDialog.Trigger,
  Portal: AlertDialog.Portal,
  Overlay: AlertDialog.Overlay,
  Title: AlertDialog.Title,
  Description: AlertDialog.Description,
  Cancel: AlertDialog.Cancel,
};

/**
 * A modal popup on Radix Dialog (Radix AlertDialog when `destructive`): focus is trapped inside and
 * returns to what opened it, Escape closes it (and a click on the overlay, unless destructive), and the
 * page behind does not scroll.
 */
export function Popup({
  title,
  description,
  children,
  primaryAction,
  secondaryAction,
  variant = 'default',
  size = 'md',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  allowOutside = false,
}: PopupProps) {
  const { t } = useLingui();
  const contentRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const [measureBody, bodyScrolls] = useScrollable<HTMLDivElement>();
  const secondaryRef = useRef<HTMLButtonElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  // Radix returns focus to its own Trigger only; a popup opened from elsewhere (controlled) returns it here.
  const openerRef = useRef<Element | null>(null);
  const pending = primaryAction?.pending ?? false;
  const destructive = variant === 'destructive';

  // Where focus starts: in a destructive popup the safe action; else the first control of the body, else
  // the primary action. Never the close icon first, which would make Enter dismiss the popup.
  function handleOpenAutoFocus(event: Event) {
    openerRef.current = document.activeElement;
    const firstInBody = bodyRef.current?.querySelector<HTMLElement>(
      'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])',
    );
    const target =
      (destructive ? secondaryRef.current : null) ??
      firstInBody ??
      primaryRef.current ??
      secondaryRef.current ??
      contentRef.current;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  function handleCloseAutoFocus(event: Event) {
    if (trigger) return;
    event.preventDefault();
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }

  // While the primary action runs the popup stays: closing would hide its outcome.
  const blockWhilePending = (event: Event) => {
    if (pending || allowOutside) event.preventDefault();
  };

  const parts = destructive ? alertDialogParts : dialogParts;
  const contentProps = {
    ref: contentRef,
    className: [styles.content, styles.size[size]].join(' '),
    // Radix wires aria-describedby to the Description; without one, say so instead of pointing nowhere.
    ...(description ? {} : { 'aria-describedby': undefined }),
    onOpenAutoFocus: handleOpenAutoFocus,
    onCloseAutoFocus: handleCloseAutoFocus,
    onEscapeKeyDown: blockWhilePending,
  };
  const primaryButton = primaryAction ? (
    <Button
      ref={primaryRef}
      variant={destructive ? 'destructive' : 'primary'}
      pending={pending}
      disabled={primaryAction.disabled}
      type={primaryAction.type}
      form={primaryAction.form}
      onClick={primaryAction.onClick}
    >
      {primaryAction.label}
    </Button>
  ) : null;

  const inside = (
    <>
      {allowOutside ? <OutsideAllowed content={contentRef} /> : null}
      <div className={styles.header}>
        {destructive ? (
          <span className={styles.titleIcon}>
            <WarningIcon />
          </span>
        ) : null}
        <parts.Title className={styles.title}>{title}</parts.Title>
        <parts.Cancel className={styles.close} aria-label={t`Close`} disabled={pending}>
          <CloseIcon />
        </parts.Cancel>
      </div>
      {description ? (
        <parts.Description className={styles.description}>{description}</parts.Description>
      ) : null}
      {children ? (
        <div
          ref={(element) => {
            bodyRef.current = element;
            measureBody(element);
          }}
          className={styles.body}
          // Long content scrolls here; focusable then, so the keyboard can scroll it.
          tabIndex={bodyScrolls ? 0 : undefined}
        >
          {children}
        </div>
      ) : null}
      {primaryAction || secondaryAction ? (
        <div className={styles.actions}>
          {secondaryAction ? (
            <parts.Cancel asChild>
              <Button
                ref={secondaryRef}
                variant="secondary"
                disabled={secondaryAction.disabled || pending}
                type={secondaryAction.type}
                form={secondaryAction.form}
                onClick={secondaryAction.onClick}
              >
                {secondaryAction.label}
              </Button>
            </parts.Cancel>
          ) : null}
          {primaryButton && destructive ? (
            <AlertDialog.Action asChild>{primaryButton}</AlertDialog.Action>
          ) : null}
          {primaryButton && !destructive ? primaryButton : null}
        </div>
      ) : null}
    </>
  );

  return (
    <parts.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <parts.Trigger asChild>{trigger}</parts.Trigger> : null}
      <parts.Portal>
        <parts.Overlay className={styles.overlay} />
        {destructive ? (
          // An alert dialog is never dismissed by a click outside it: the person answers it.
          <AlertDialog.Content {...contentProps}>{inside}</AlertDialog.Content>
        ) : (
          <Dialog.Content
            {...contentProps}
            onPointerDownOutside={blockWhilePending}
            onInteractOutside={blockWhilePending}
          >
            {inside}
          </Dialog.Content>
        )}
      </parts.Portal>
    </parts.Root>
  );
}
Popup.displayName = 'Popup';
