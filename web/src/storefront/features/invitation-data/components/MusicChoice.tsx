import { useQuery } from '@tanstack/react-query';
import { MUSIC_WORDS, musicChoiceOf } from '@undangan/contracts';
import { musicTracksQuery } from '@/shared/api/get-music-tracks';
import { LoadingText } from '@/shared/ui/LoadingText';
import { fieldId } from '@/storefront/features/invitation-data/invitation-form';
import { useTrackListening } from '@/storefront/features/invitation-data/use-track-listening';

const TEXT = {
  lead:
    'Pilih musik latar undangan Anda dari koleksi kami. Musik diputar hanya ketika tamu menekan tombol ' +
    'musik di undangan, tidak pernah berbunyi sendiri. Dengarkan dahulu sebelum memilih.',
  noneHint: 'Undangan tanpa musik latar.',
  loading: 'Memuat daftar musik...',
  loadFailed: 'Daftar musik belum dapat dimuat. Silakan coba lagi.',
  retry: 'Coba Lagi',
  listen: 'Dengarkan',
  stop: 'Hentikan',
  playFailed: 'Musik belum dapat diputar. Periksa koneksi Anda, lalu coba lagi.',
  earlierWish: (wish: string) =>
    `Sebelumnya Anda menulis "${wish}". Lagu tersebut tidak ada dalam koleksi kami, sehingga undangan ` +
    'Anda tanpa musik sampai Anda memilih salah satu musik di atas.',
};

/**
 * "Musik": a choice among the shop's own tracks, or none, each to listen to before choosing. The
 * chosen track's id is kept in the data's `music`; a text from before the catalogue reads as none
 * (and is shown, so the couple knows what became of it) until they choose.
 */
export function MusicChoice({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange: (music: string) => void;
}) {
  const tracks = useQuery(musicTracksQuery);
  const { audio, playing, failed, toggle, stopped } = useTrackListening();
  const { track, wish } = musicChoiceOf(tracks.data ?? [], value);
  const chosen = track?.id ?? '';

  return (
    <section className="card invitation-section" aria-labelledby="invitation-music-title">
      <h2 id="invitation-music-title" className="invitation-section__title">
        Musik
      </h2>
      <p className="invitation-section__lead">{TEXT.lead}</p>
      {tracks.isPending ? (
        <LoadingText text={TEXT.loading} />
      ) : tracks.isError ? (
        <div className="music-choice__failed">
          <p className="field-error" role="alert">
            {TEXT.loadFailed}
          </p>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => void tracks.refetch()}
          >
            {TEXT.retry}
          </button>
        </div>
      ) : (
        <fieldset className="music-choice" id={fieldId('music')} tabIndex={-1} data-testid="music-choice">
          <legend className="visually-hidden">Musik latar undangan</legend>
          <div className="music-option">
            <label className="music-option__choice">
              <input
                type="radio"
                name="music"
                value=""
                checked={chosen === ''}
                disabled={disabled}
                onChange={() => onChange('')}
              />
              <span>
                <strong>{MUSIC_WORDS.none}</strong>
                <small>{TEXT.noneHint}</small>
              </span>
            </label>
          </div>
          {tracks.data.map((option) => {
            const listening = playing === option.id;
            return (
              <div className="music-option" key={option.id}>
                <label className="music-option__choice">
                  <input
                    type="radio"
                    name="music"
                    value={option.id}
                    checked={chosen === option.id}
                    disabled={disabled}
                    onChange={() => onChange(option.id)}
                  />
                  <span>
                    <strong>{option.title}</strong>
                    <small>{option.description}</small>
                  </span>
                </label>
                <button
                  type="button"
                  className="button button--outline button--small music-option__listen"
                  aria-label={`${listening ? TEXT.stop : TEXT.listen} ${option.title}`}
                  onClick={() => toggle(option)}
                >
                  {listening ? TEXT.stop : TEXT.listen}
                </button>
              </div>
            );
          })}
        </fieldset>
      )}
      {wish && (
        <p className="field-hint" data-testid="music-earlier-wish">
          {TEXT.earlierWish(wish)}
        </p>
      )}
      <p className={failed ? 'field-error' : 'visually-hidden'} role="status">
        {failed ? TEXT.playFailed : ''}
      </p>
      {/* Nothing is loaded until a track is listened to. */}
      <audio ref={audio} preload="none" onPause={stopped} onEnded={stopped} />
    </section>
  );
}
