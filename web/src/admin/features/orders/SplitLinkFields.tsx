import {
  calendarDayText,
  CLIENT_ID_PATTERN,
  EVENT_KIND_NAMES,
  SHOP_PAGE_SEGMENTS,
  SPLIT_LINK_MESSAGES,
  splitLinkProblem,
  type InvitationEvent,
  type OrderPages,
  type SplitLinkChoice,
} from '@undangan/contracts';
import { InputField } from '@/admin/components/FormFields';

/** Every event of the couple, by its place in their data. */
const allOf = (events: readonly InvitationEvent[]) => events.map((_, index) => index);

/**
 * The choice the panel starts from: what was published last (the second address and each
 * address's events), else no second address yet and every event on both.
 */
export function startingSplit(
  pages: OrderPages | undefined,
  events: readonly InvitationEvent[],
): SplitLinkChoice {
  const first = pages?.pages.find((page) => !page.second);
  const second = pages?.pages.find((page) => page.second);
  const known = (chosen: number[] | null | undefined) =>
    (chosen ?? allOf(events)).filter((index) => index < events.length);
  return {
    client_id: second?.client_id ?? '',
    first_events: known(second ? first?.events : null),
    second_events: known(second?.events),
  };
}

/** What is wrong with the choice before it is sent, in the words the server would answer. */
export function splitChoiceProblem(
  choice: SplitLinkChoice,
  clientId: string,
  eventCount: number,
): string | null {
  const address = choice.client_id.trim();
  if (!CLIENT_ID_PATTERN.test(address)) return SPLIT_LINK_MESSAGES.addressFormat;
  if (SHOP_PAGE_SEGMENTS.has(address.toLowerCase()))
    return 'Alamat undangan ini dipakai oleh halaman toko. Pilih alamat lain.';
  return splitLinkProblem({ ...choice, client_id: address }, clientId, eventCount);
}

function eventName(event: InvitationEvent, index: number): string {
  const name =
    event.kind === 'lainnya' && event.title
      ? event.title
      : event.kind
        ? EVENT_KIND_NAMES[event.kind]
        : `Acara ${index + 1}`;
  return event.date ? `${name}, ${calendarDayText(event.date)}` : name;
}

/**
 * Split Link at "Terbitkan": the second address (a client id of its own) and, for each of the
 * couple's events, whether the first address, the second or both show it.
 */
export function SplitLinkFields({
  idPrefix,
  clientId,
  events,
  choice,
  onChoice,
  problem,
}: {
  idPrefix: string;
  clientId: string;
  events: readonly InvitationEvent[];
  choice: SplitLinkChoice;
  onChoice: (choice: SplitLinkChoice) => void;
  problem: string | null;
}) {
  const toggle = (which: 'first_events' | 'second_events', index: number, on: boolean) =>
    onChoice({
      ...choice,
      [which]: on
        ? [...choice[which], index].sort((a, b) => a - b)
        : choice[which].filter((chosen) => chosen !== index),
    });
  const second = choice.client_id.trim() || '...';
  return (
    <fieldset className="split-link" aria-describedby={problem ? `${idPrefix}-problem` : undefined}>
      <legend>Split Link: alamat kedua</legend>
      <p className="admin-muted">
        Pesanan ini membeli add-on Split Link: undangan yang sama juga terbit di alamat kedua. Pilih acara
        yang tampil di setiap alamat (minimal satu acara untuk setiap alamat).
      </p>
      <div className="split-link-address">
        <InputField
          id={`${idPrefix}-address`}
          label="Alamat kedua"
          value={choice.client_id}
          onValue={(value) => onChoice({ ...choice, client_id: value })}
          placeholder="mis. keluarga-mempelai-pria"
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <table className="split-link-events">
        <thead>
          <tr>
            <th scope="col">Acara</th>
            <th scope="col">/{clientId}</th>
            <th scope="col">/{second}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => {
            const name = eventName(event, index);
            return (
              <tr key={index}>
                <th scope="row">{name}</th>
                {(['first_events', 'second_events'] as const).map((which) => (
                  <td key={which}>
                    <input
                      type="checkbox"
                      checked={choice[which].includes(index)}
                      onChange={(e) => toggle(which, index, e.target.checked)}
                      aria-label={`${name} di alamat ${which === 'first_events' ? 'pertama' : 'kedua'}`}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {problem && (
        <p id={`${idPrefix}-problem`} className="admin-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
