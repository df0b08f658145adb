import {
  pageSectionsFor,
  SAMPLE_CHOICE,
  SAMPLE_CLIENT_ID,
  SAMPLE_ORDER_ID,
  sampleCoupleData,
  type MusicTrack,
  type PublishInvitationRequest,
} from '@undangan/contracts';

/**
 * The sample couple's invitation (contracts' sample-order.ts) with every section their Exclusive
 * package has: what the seed publishes at /contoh and what a design's preview draws with that design's theme. Its music is
 * the sample's track as the catalogue has it (read by the caller), or none.
 */
export function sampleInvitation(music: MusicTrack | null = null): PublishInvitationRequest {
  return {
    client_id: SAMPLE_CLIENT_ID,
    order_id: SAMPLE_ORDER_ID,
    package: SAMPLE_CHOICE.package,
    design: SAMPLE_CHOICE.design,
    sections: pageSectionsFor(SAMPLE_CHOICE.package),
    theme: {
      palette: {
        background: '#f4efe6',
        surface: '#fffaf2',
        primary: '#7a8b69',
        accent: '#c7784f',
        text: '#4a3f35',
      },
      motif: 'roses',
      heading_font: 'script-elegant',
      body_font: 'serif-modern',
      layout: 'centered',
      cover_image: null,
    },
    data: sampleCoupleData(music?.id ?? ''),
    photos: [],
    music,
  };
}
