import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Autosave, type AutosaveState, type SaveHow, type SaveResult } from './autosave';

const DELAY = 1000;
const SAVED_AT = new Date('2027-01-04T03:00:00.000Z');

/** A server whose answers the test gives one by one, recording what each save sent. */
function harness() {
  const sent: { data: string; how: SaveHow }[] = [];
  const answers: ((result: SaveResult) => void)[] = [];
  const states: AutosaveState['status'][] = [];
  const autosave = new Autosave<string>({
    delayMs: DELAY,
    failedMessage: 'Gagal menyimpan.',
    onState: (state) => states.push(state.status),
    save: (data, how) => {
      sent.push({ data, how });
      return new Promise<SaveResult>((resolve) => answers.push(resolve));
    },
  });
  const answer = async (result: SaveResult = { status: 'saved', at: SAVED_AT }) => {
    const next = answers.shift();
    if (!next) throw new Error('no save is waiting for an answer');
    next(result);
    // Let the autosave's own awaits run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { autosave, sent, answer, states, settle };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Autosave', () => {
  it('saves once, with the latest data, a short while after the typing stops', async () => {
    const { autosave, sent, answer, states, settle } = harness();
    autosave.change('R');
    jest.advanceTimersByTime(DELAY - 1);
    autosave.change('Ri');
    autosave.change('Rina');
    jest.advanceTimersByTime(DELAY - 1);
    await settle();
    expect(sent).toEqual([]);
    expect(autosave.state.status).toBe('waiting');

    jest.advanceTimersByTime(1);
    await settle();
    expect(sent).toEqual([{ data: 'Rina', how: { keepalive: false } }]);
    expect(autosave.state.status).toBe('saving');
    await answer();
    expect(autosave.state).toEqual({ status: 'saved', at: SAVED_AT });
    expect(autosave.hasUnsaved).toBe(false);
    expect(states).toEqual(['waiting', 'waiting', 'waiting', 'saving', 'saved']);
  });

  it('saves at once on a flush (the page hidden or left), with keepalive when asked', async () => {
    const { autosave, sent, answer, settle } = harness();
    autosave.change('Rina');
    const flushed = autosave.flush({ keepalive: true });
    await settle();
    expect(sent).toEqual([{ data: 'Rina', how: { keepalive: true } }]);
    await answer();
    await expect(flushed).resolves.toEqual({ status: 'saved', at: SAVED_AT });
    // The timer of the typing was cancelled: no second save.
    jest.advanceTimersByTime(DELAY * 5);
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('sends nothing on a flush when everything is saved', async () => {
    const { autosave, sent } = harness();
    await expect(autosave.flush()).resolves.toEqual({ status: 'idle' });
    expect(sent).toEqual([]);
  });

  it('never runs two saves at a time: typing during a save is saved after it, on its own pause', async () => {
    const { autosave, sent, answer, settle } = harness();
    autosave.change('Rina');
    jest.advanceTimersByTime(DELAY);
    await settle();
    autosave.change('Rina K');
    jest.advanceTimersByTime(DELAY);
    await settle();
    // The timer fired while the first save was out: the second waits for it.
    expect(sent.map((s) => s.data)).toEqual(['Rina']);
    await answer();
    await settle();
    expect(sent.map((s) => s.data)).toEqual(['Rina', 'Rina K']);
    await answer();
    expect(autosave.state.status).toBe('saved');
  });

  it('says it is still waiting when the first save returns before the typing has paused', async () => {
    const { autosave, sent, answer, settle } = harness();
    autosave.change('Rina');
    jest.advanceTimersByTime(DELAY);
    await settle();
    autosave.change('Rina K');
    await answer();
    expect(autosave.state.status).toBe('waiting');
    jest.advanceTimersByTime(DELAY);
    await settle();
    expect(sent.map((s) => s.data)).toEqual(['Rina', 'Rina K']);
  });

  it('a flush during a save waits for it and then saves what was typed meanwhile', async () => {
    const { autosave, sent, answer, settle } = harness();
    autosave.change('Rina');
    jest.advanceTimersByTime(DELAY);
    await settle();
    autosave.change('Rina Kusuma');
    const flushed = autosave.flush();
    await answer();
    expect(sent.map((s) => s.data)).toEqual(['Rina', 'Rina Kusuma']);
    await answer();
    await expect(flushed).resolves.toEqual({ status: 'saved', at: SAVED_AT });
    expect(autosave.hasUnsaved).toBe(false);
  });

  it('keeps the data after a failure, says why, and saves it again on retry', async () => {
    const { autosave, sent, answer, settle } = harness();
    autosave.change('Rina');
    jest.advanceTimersByTime(DELAY);
    await settle();
    await answer({ status: 'failed', message: 'Koneksi terputus.' });
    expect(autosave.state).toEqual({ status: 'failed', message: 'Koneksi terputus.' });
    expect(autosave.hasUnsaved).toBe(true);
    // No retry on its own: the couple is told and chooses.
    jest.advanceTimersByTime(DELAY * 10);
    await settle();
    expect(sent).toHaveLength(1);

    const retried = autosave.flush();
    await settle();
    expect(sent.map((s) => s.data)).toEqual(['Rina', 'Rina']);
    await answer();
    await expect(retried).resolves.toEqual({ status: 'saved', at: SAVED_AT });
  });

  it('a save that throws is a failure with the given words', async () => {
    const autosave = new Autosave<string>({
      delayMs: DELAY,
      failedMessage: 'Gagal menyimpan.',
      onState: () => undefined,
      save: () => Promise.reject(new Error('offline')),
    });
    autosave.change('Rina');
    await expect(autosave.flush()).resolves.toEqual({ status: 'failed', message: 'Gagal menyimpan.' });
    expect(autosave.hasUnsaved).toBe(true);
  });

  it('newer typing after a failure is what the next save sends', async () => {
    const { autosave, sent, answer, settle } = harness();
    autosave.change('Rina');
    jest.advanceTimersByTime(DELAY);
    await settle();
    autosave.change('Rina K');
    await answer({ status: 'failed', message: 'Koneksi terputus.' });
    void autosave.flush();
    await settle();
    expect(sent.map((s) => s.data)).toEqual(['Rina', 'Rina K']);
  });

  it("drops what was typed when the server's newer version replaces it", async () => {
    const { autosave, sent, answer, settle } = harness();
    autosave.change('Rina');
    jest.advanceTimersByTime(DELAY);
    await settle();
    autosave.change('Rina K');
    await answer({ status: 'replaced', message: 'Versi terbaru dimuat.' });
    expect(autosave.state).toEqual({ status: 'replaced', message: 'Versi terbaru dimuat.' });
    expect(autosave.hasUnsaved).toBe(false);
    jest.advanceTimersByTime(DELAY * 5);
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('fires no timer once disposed', async () => {
    const { autosave, sent, settle } = harness();
    autosave.change('Rina');
    autosave.dispose();
    jest.advanceTimersByTime(DELAY * 5);
    await settle();
    expect(sent).toEqual([]);
  });
});
