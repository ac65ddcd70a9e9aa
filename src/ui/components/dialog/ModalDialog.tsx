import { m } from 'framer-motion';
import { useEffect, useEffectEvent, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { entrance, MotionScope, useStillMotion } from '../motion/MotionScope';

export interface ModalDialogProps {
  /** Shown while true (default: as long as it is mounted). */
  open?: boolean;
  /** Escape, or the dialog closed in any other way: the owner hides or unmounts it. */
  onClose: () => void;
  /** Runs each time it opens, with the dialog element (to place the focus or restore a scroll). */
  onOpen?: (dialog: HTMLDialogElement) => void;
  /** The heading, as an h2 naming the dialog; or leave it out and name it with `labelledBy`. */
  title?: ReactNode;
  titleClassName?: string;
  labelledBy?: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: focus kept inside, the page behind inert, Escape closes. Every
 * dialog of the app uses it (the character editor's, the game switcher, the wallpaper download). It rises in as it
 * opens (framer-motion, still under reduced motion and in the lite app).
 */
export function ModalDialog(props: ModalDialogProps) {
  return (
    <MotionScope>
      <Dialog {...props} />
    </MotionScope>
  );
}

function Dialog({
  open = true,
  onClose,
  onOpen,
  title,
  titleClassName,
  labelledBy,
  className,
  style,
  testId,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opened = useEffectEvent((dialog: HTMLDialogElement) => onOpen?.(dialog));
  const still = useStillMotion();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      opened(dialog);
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <m.dialog
      ref={ref}
      {...entrance(still, open)}
      className={className}
      style={style}
      aria-labelledby={title !== undefined ? titleId : labelledBy}
      // Escape closes it the browser's way (which puts the focus back where it was), then the owner hears of it.
      onClose={() => {
        if (open) onClose();
      }}
      data-testid={testId}
    >
      {title !== undefined && (
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
      )}
      {children}
    </m.dialog>
  );
}
