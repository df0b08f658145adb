import { useCallback, useEffect, useRef, useState } from 'react';
import { SESSION_KEYS } from '@/shared/storage/storage-keys';
import { readSession, removeSession, writeSession } from '@/shared/storage/storage';

const GIVE_UP_AFTER_MS = 4000;

/** Remembers where the visitor was before leaving for the pricelist. */
export function saveScrollPosition(): void {
  writeSession(SESSION_KEYS.scrollPosition, String(Math.round(window.scrollY)));
}

/**
 * Puts the visitor back at the saved position once the page is tall enough to reach it (the
 * gallery arrives after the first paint); call the returned function when content has grown.
 */
export function useRestoredScroll(): () => void {
  const target = useRef<number | null>(null);
  // Read during the first render, so running the effect twice (development) restores twice alike.
  const [saved] = useState(() => Number(readSession(SESSION_KEYS.scrollPosition)));

  const tryRestore = useCallback(() => {
    const y = target.current;
    if (y === null) return;
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, Math.max(0, reachable)));
    if (reachable >= y) target.current = null;
  }, []);

  useEffect(() => {
    removeSession(SESSION_KEYS.scrollPosition);
    if (!Number.isFinite(saved) || saved <= 0) {
      window.scrollTo(0, 0);
      return;
    }
    target.current = saved;
    tryRestore();
    const observer = new ResizeObserver(() => tryRestore());
    observer.observe(document.body);
    const timer = window.setTimeout(() => {
      target.current = null;
      observer.disconnect();
    }, GIVE_UP_AFTER_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [saved, tryRestore]);

  return tryRestore;
}
