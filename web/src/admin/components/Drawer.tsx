import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel over the page: a drawer from the right (a payment's detail) or a centred box (a
 * zoomed image). It takes the focus when it opens, keeps Tab inside, closes on Esc or a click
 * beside it, and gives the focus back to what had it (the clicked row).
 */
export function Drawer({
  labelledBy,
  onClose,
  children,
  variant = 'side',
  testId,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  variant?: 'side' | 'centre';
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
    panel.current?.focus();
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
  }, []);

  return createPortal(
    <div className={`admin-layer admin-layer-${variant}`}>
      <div className="admin-layer-backdrop" aria-hidden="true" onClick={() => close.current()} />
      <section
        ref={panel}
        className={variant === 'side' ? 'admin-drawer' : 'admin-lightbox'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
      >
        {children}
      </section>
    </div>,
    document.body,
  );
}
