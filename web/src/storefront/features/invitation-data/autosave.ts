/*
 * The couple's draft is saved as they type: a short while after the typing stops, at once when the
 * page is hidden or left, and never two saves at a time (each save carries the version the last one
 * returned, so a second save racing the first would be refused as stale by the server).
 */

/** What one save came to. */
export type SaveResult =
  | { status: 'saved'; at: Date }
  | { status: 'failed'; message: string }
  /** The server's version took the place of what was typed (saved meanwhile on another device). */
  | { status: 'replaced'; message: string };

export type AutosaveState =
  /** Nothing typed since the data was loaded. */
  | { status: 'idle' }
  /** Typed, and the save waits for the typing to stop. */
  | { status: 'waiting' }
  | { status: 'saving' }
  | SaveResult;

export interface SaveHow {
  /** The page is going away: the request must outlive it (fetch keepalive). */
  keepalive: boolean;
}

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (timer: unknown) => void;
}

export interface AutosaveOptions<T> {
  /** How long after the last change the save starts. */
  delayMs: number;
  save: (data: T, how: SaveHow) => Promise<SaveResult>;
  onState: (state: AutosaveState) => void;
  /** What a save that threw (rather than answered) tells the couple. */
  failedMessage: string;
  timers?: Timers;
}

const GLOBAL_TIMERS: Timers = {
  set: (run, ms) => globalThis.setTimeout(run, ms),
  clear: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export class Autosave<T> {
  private unsaved: { data: T } | null = null;
  private timer: unknown = null;
  private chain: Promise<unknown> = Promise.resolve();
  private saving = false;
  private current: AutosaveState = { status: 'idle' };
  private readonly timers: Timers;

  constructor(private readonly options: AutosaveOptions<T>) {
    this.timers = options.timers ?? GLOBAL_TIMERS;
  }

  get state(): AutosaveState {
    return this.current;
  }

  /** True while something typed has not reached the server. */
  get hasUnsaved(): boolean {
    return this.unsaved !== null || this.saving;
  }

  /** The data as it now stands; saved once the typing has stopped for `delayMs`. */
  change(data: T): void {
    this.unsaved = { data };
    this.stopTimer();
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, this.options.delayMs);
    if (!this.saving) this.emit({ status: 'waiting' });
  }

  /**
   * Saves what is unsaved now, after any save under way, and gives the state it ends in: 'saved'
   * (or 'idle') when the server has everything, otherwise why not.
   */
  flush(how: SaveHow = { keepalive: false }): Promise<AutosaveState> {
    this.stopTimer();
    const run = this.chain.then(() => this.saveAll(how));
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** The page is gone: no timer may fire after it. */
  dispose(): void {
    this.stopTimer();
  }

  private async saveAll(how: SaveHow): Promise<AutosaveState> {
    while (this.unsaved) {
      const { data } = this.unsaved;
      this.unsaved = null;
      this.saving = true;
      this.emit({ status: 'saving' });
      let result: SaveResult;
      try {
        result = await this.options.save(data, how);
      } catch {
        result = { status: 'failed', message: this.options.failedMessage };
      } finally {
        this.saving = false;
      }
      if (result.status === 'failed') {
        // Kept for the next try, unless newer typing has taken its place.
        this.unsaved ??= { data };
        this.stopTimer();
        this.emit(result);
        return result;
      }
      if (result.status === 'replaced') {
        this.unsaved = null;
        this.stopTimer();
        this.emit(result);
        return result;
      }
      if (!this.unsaved) {
        this.emit(result);
        return result;
      }
      // Typed during the save: it waits for its own pause, unless a flush has cleared the timer.
      if (this.timer !== null) {
        this.emit({ status: 'waiting' });
        return this.current;
      }
    }
    return this.current;
  }

  private stopTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private emit(state: AutosaveState): void {
    this.current = state;
    this.options.onState(state);
  }
}
