import { useCallback, useEffect, useRef, useState } from 'react';
import type { MusicTrackListing } from '@undangan/contracts';

/**
 * Listening to the shop's tracks before choosing, one at a time, on the couple's tap: the form's
 * one <audio> (`audio`) plays the track asked for and stops when asked again, at its end, or when
 * the form goes. `playing` is the track heard now; `failed` says the last one could not be played.
 */
export function useTrackListening() {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const toggle = useCallback(
    (track: MusicTrackListing) => {
      const player = audio.current;
      if (!player) return;
      if (playing === track.id) {
        player.pause();
        return;
      }
      setFailed(false);
      player.src = track.url;
      setPlaying(track.id);
      player.play().catch((error: unknown) => {
        // Another track asked for meanwhile interrupts this one's start: not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setPlaying((current) => (current === track.id ? null : current));
        setFailed(true);
      });
    },
    [playing],
  );

  const stopped = useCallback(() => {
    const player = audio.current;
    if (player?.paused) setPlaying(null);
  }, []);

  useEffect(() => {
    const player = audio.current;
    return () => player?.pause();
  }, []);

  return { audio, playing, failed, toggle, stopped };
}
