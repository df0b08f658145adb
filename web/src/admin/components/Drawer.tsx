import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const PANEL_CLASS = { side: 'admin-drawer', centre: 'admin-lightbox', confirm: 'admin-confirm-box' } as const;

/**
 * A modal panel over the page: a drawer from the right (a payment's detail, an order being
 * edited), a centred box (a zoomed image) or a small centred question (confirm). It takes the
 * focus when it opens (itself, or the control initialFocus names), keeps Tab inside, closes on Esc
 * or a click beside it, and gives the focus back to what had it (the clicked row).
 */
export function Drawer({
  labelledBy,
  describedBy,
  onClose,
  children,
  variant = 'side',
  role = 'dialog',
  initialFocus,
  testId,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
  variant?: keyof typeof PANEL_CLASS;
  role?: 'dialog' | 'alertdialog';
  /** A selector inside the panel for what takes the focus first (a confirm's safe answer). */
  initialFocus?: string;
  testId?: string;
}) {
  const panel = useRef<HTMLElement>(null);
  // The latest onClose, for the key handler set up once when the drawer opens.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // A layout effect: the focus moves in the same commit as the panel comes and goes, so no key
  // pressed in between lands on the page's body.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scrolling = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = initialFocus ? panel.current?.querySelector<HTMLElement>(initialFocus) : null;
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = scrolling;
      if (previous?.isConnected) previous.focus();
    };
    // The panel is set up once, when it opens: a later initialFocus has no focus to move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <div
      className={`admin-layer admin-layer-${variant === 'side' ? 'side' : 'centre'}${variant === 'confirm' ? ' admin-layer-confirm' : ''}`}
    >
      <div className="admin-layer-backdrop" aria-hidden="true" onClick={() => close.current()} />
      <section
        ref={panel}
        className={PANEL_CLASS[variant]}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
      >
        {children}
      </section>
    </div>,
    document.body,
  );
}
