import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactElement, type ReactNode, useRef } from 'react';
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

export interface PopupPrimaryAction extends PopupAction {
  /** The action is running: the button shows a spinner and the popup cannot be dismissed. */
  pending?: boolean;
}

export interface PopupProps {
  title: ReactNode;
  description?: ReactNode;
  /** The body: text, a form, an offer. */
  children?: ReactNode;
  primaryAction?: PopupPrimaryAction;
  /** Closes the popup after its `onClick` (usually Cancel / No thanks). */
  secondaryAction?: PopupAction;
  /** `destructive`: a red primary action, a warning icon, role alertdialog, and focus starts on the safe action. */
  variant?: PopupVariant;
  size?: PopupSize;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the popup (rendered asChild); focus returns to it on close. */
  trigger?: ReactElement;
}

/**
 * A modal popup on Radix Dialog: focus is trapped inside and returns to what opened it, Escape and a
 * click on the overlay close it, and the page behind does not scroll.
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
    if (pending) event.preventDefault();
  };

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={contentRef}
          className={[styles.content, styles.size[size]].join(' ')}
          role={destructive ? 'alertdialog' : 'dialog'}
          // Radix wires aria-describedby to the Description; without one, say so instead of pointing nowhere.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={handleOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          onEscapeKeyDown={blockWhilePending}
          onPointerDownOutside={blockWhilePending}
          onInteractOutside={blockWhilePending}
        >
          <div className={styles.header}>
            {destructive ? (
              <span className={styles.titleIcon}>
                <WarningIcon />
              </span>
            ) : null}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t`Close`} disabled={pending}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
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
                <Dialog.Close asChild>
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
                </Dialog.Close>
              ) : null}
              {primaryAction ? (
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
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
Popup.displayName = 'Popup';
