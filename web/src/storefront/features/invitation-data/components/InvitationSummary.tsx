import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MUSIC_WORDS, musicChoiceOf, type InvitationDraft } from '@undangan/contracts';
import { musicTracksQuery } from '@/shared/api/get-music-tracks';
import { eventDayText, eventTimeText, eventTitle } from '@/storefront/features/invitation-data/summary-words';

/** The data as sent, to read: each section of the form, empty answers left out. */
export function InvitationSummary({ data, photos }: { data: InvitationDraft; photos: ReactNode }) {
  return (
    <div className="invitation-summary" data-testid="invitation-summary">
      <SummarySection title="Mempelai Pria">
        <PersonFacts person={data.groom} />
      </SummarySection>
      <SummarySection title="Mempelai Wanita">
        <PersonFacts person={data.bride} />
      </SummarySection>
      <SummarySection title="Acara">
        {data.events.map((event, index) => (
          <div key={index} className="summary-item">
            <h3 className="summary-item__title">{eventTitle(event, index)}</h3>
            <Facts
              rows={[
                ['Tanggal', eventDayText(event)],
                ['Waktu', eventTimeText(event)],
                ['Tempat', event.venue],
                ['Alamat', event.address],
                [
                  'Peta',
                  event.map_url && /^https?:\/\//i.test(event.map_url) ? (
                    <a href={event.map_url} target="_blank" rel="noopener noreferrer">
                      Buka di Google Maps
                    </a>
                  ) : (
                    event.map_url
                  ),
                ],
              ]}
            />
          </div>
        ))}
      </SummarySection>
      {photos}
      <SummarySection title="Musik">
        <p className="summary-text" data-testid="summary-music">
          <MusicText music={data.music} />
        </p>
      </SummarySection>
      {data.love_story && (
        <SummarySection title="Kisah Cinta">
          <p className="summary-text summary-text--long">{data.love_story}</p>
        </SummarySection>
      )}
      {data.gift_accounts.length > 0 && (
        <SummarySection title="Amplop Digital">
          {data.gift_accounts.map((account, index) => (
            <Facts
              key={index}
              rows={[
                ['Bank', account.bank],
                ['Nomor rekening', account.account_number],
                ['Atas nama', account.account_holder],
              ]}
            />
          ))}
        </SummarySection>
      )}
      {data.greeting && (
        <SummarySection title="Kata Sambutan">
          <p className="summary-text summary-text--long">{data.greeting}</p>
        </SummarySection>
      )}
      <SummarySection title="Ucapan Tamu">
        <p className="summary-text">
          {data.guest_replies
            ? 'Tamu dapat mengirim ucapan dan konfirmasi kehadiran.'
            : 'Tamu tidak mengirim ucapan dan konfirmasi kehadiran.'}
        </p>
      </SummarySection>
    </div>
  );
}

function SummarySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card invitation-section">
      <h2 className="invitation-section__title">{title}</h2>
      {children}
    </section>
  );
}

function PersonFacts({ person }: { person: InvitationDraft['groom'] }) {
  return (
    <Facts
      rows={[
        ['Nama lengkap', person.full_name],
        ['Nama panggilan', person.nickname],
        ['Nama ayah', person.father],
        ['Nama ibu', person.mother],
      ]}
    />
  );
}

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return (
    <dl className="facts summary-facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chosen track's title, or none; a text from before the catalogue is shown as written. */
function MusicText({ music }: { music: string }) {
  const tracks = useQuery(musicTracksQuery);
  if (!tracks.data) return music.trim() === '' ? MUSIC_WORDS.none : '-';
  const { track, wish } = musicChoiceOf(tracks.data, music);
  return track ? track.title : wish ? `${MUSIC_WORDS.none} (Anda menulis: "${wish}")` : MUSIC_WORDS.none;
}
