import {
  invitationCompleteSchema,
  type InvitationDraft,
  type PublishedInvitation,
} from '@undangan/contracts';

type PageData = PublishedInvitation['data'];
type PageEvent = PageData['events'][number];

/**
 * A draft as a page can draw it: the couple's names stand in as "Mempelai Pria" and "Mempelai
 * Wanita" until typed, an event is shown once it has its kind, date, time and zone, and a gift
 * account once all three of its fields are there. What the couple typed is never changed.
 */
export function previewData(draft: InvitationDraft): PageData {
  const complete = invitationCompleteSchema.safeParse(draft);
  if (complete.success) return complete.data;
  const person = (who: InvitationDraft['groom'], stand: string) => ({
    ...who,
    full_name: who.full_name || stand,
    nickname: who.nickname || who.full_name.split(' ')[0] || stand,
  });
  const events = draft.events.filter(
    (event): event is PageEvent =>
      event.kind !== '' && event.time_zone !== '' && event.date !== '' && event.time !== '',
  );
  return {
    groom: person(draft.groom, 'Mempelai Pria'),
    bride: person(draft.bride, 'Mempelai Wanita'),
    events,
    music: draft.music,
    love_story: draft.love_story,
    gift_accounts: draft.gift_accounts.filter((a) => a.bank && a.account_number && a.account_holder),
    greeting: draft.greeting,
    guest_replies: draft.guest_replies,
  };
}
