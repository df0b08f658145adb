import { useEffect, useRef } from 'react';

export const TYPED_PHRASES = [
  'Jadikan setiap undangan awal dari kisah yang istimewa.',
  'Pesan undangan digital Anda sekarang juga!',
  'Bagikan kabar bahagia kepada semua orang tersayang.',
];

/** The hero's typing line; typed.js arrives in its own chunk after the page is shown. */
export function TypedLine() {
  const target = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('typed.js')
      .then(({ default: Typed }) => {
        if (cancelled || !target.current) return;
        const typed = new Typed(target.current, {
          strings: TYPED_PHRASES,
          typeSpeed: 50,
          backSpeed: 30,
          startDelay: 500,
          backDelay: 2000,
          loop: true,
        });
        destroy = () => typed.destroy();
      })
      .catch((error: unknown) => console.error('Typing animation could not start', error));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, []);

  return (
    <p className="hero__typed">
      {/* Screen readers get the phrases once instead of a line that keeps changing. */}
      <span className="visually-hidden">{TYPED_PHRASES.join(' ')}</span>
      <span aria-hidden="true" ref={target} data-testid="typed-line" />
    </p>
  );
}
