import { SESSION_KEYS } from '@/shared/storage/storage-keys';
import { readSession, writeSession } from '@/shared/storage/storage';

/** A reload this recent means the new version's code is missing too: show the error, do not loop. */
const RELOAD_GUARD_MS = 30_000;

/**
 * A page's code that could not be fetched: after a new version is deployed, the chunk names an
 * open tab knows are gone from the server. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * Reloads the tab to fetch the new version's entry, once: true when it reloads, false when it
 * already did a moment ago (the caller then shows its error instead of reloading forever).
 */
export function reloadOnceForNewVersion(now = Date.now()): boolean {
  const last = Number(readSession(SESSION_KEYS.chunkReloadAt) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  writeSession(SESSION_KEYS.chunkReloadAt, String(now));
  reloading = true;
  window.location.reload();
  return true;
}

let reloading = false;

/** A reload for the new version is under way: what breaks meanwhile is not worth a message. */
export function isReloadingForNewVersion(): boolean {
  return reloading;
}

/**
 * Vite's own signal that a chunk's preload failed (before React sees the import fail): reload once
 * instead of letting the page break. Called once at start-up.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForNewVersion()) event.preventDefault();
  });
}
