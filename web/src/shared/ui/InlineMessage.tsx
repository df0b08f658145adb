import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { revealBelowHeader } from './scroll-below-header';

export type MessageTone = 'error' | 'success' | 'info';

export interface PageMessage {
  tone: MessageTone;
  text: ReactNode;
  /** A new key for every message shown, so the same text shown twice is announced and scrolled to again. */
  key: number;
  /** False when the page puts the customer somewhere else (a field to correct) and must not be pulled away from it. */
  reveal: boolean;
}

let nextKey = 1;

/** A message for one place on the page: show(tone, text) replaces it, clear() removes it. */
export function useMessage(): {
  message: PageMessage | null;
  show: (tone: MessageTone, text: ReactNode, options?: { reveal?: boolean }) => void;
  clear: () => void;
} {
  const [message, setMessage] = useState<PageMessage | null>(null);
  const show = useCallback((tone: MessageTone, text: ReactNode, options?: { reveal?: boolean }) => {
    setMessage({ tone, text, key: nextKey++, reveal: options?.reveal ?? true });
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

/**
 * A message shown beside the action it concerns, in place of the browser's alert box: errors are
 * read out at once (role alert), other news politely (role status), and the page scrolls to it
 * when it appears out of sight or under the sticky header.
 */
export function InlineMessage({
  message,
  testId,
  className = '',
}: {
  message: PageMessage | null;
  testId?: string;
  className?: string;
}) {
  const box = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || !message?.reveal) return;
    revealBelowHeader(element);
  }, [message]);

  if (!message) return null;
  return (
    <p
      key={message.key}
      ref={box}
      className={`inline-message inline-message--${message.tone} ${className}`.trim()}
      role={message.tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      data-tone={message.tone}
    >
      {message.text}
    </p>
  );
}
