import { Controller } from '@nestjs/common';
import { INVITATIONS, musicTracksSchema } from '@undangan/contracts';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

/**
 * The shop's own music, which a couple chooses their invitation's background music from ("Musik"
 * in their data form). Public: the tracks are the shop's, and their files are served by the front.
 */
@Controller('api/musik')
@RouteTable({
  list: route('GET', INVITATIONS.tracks, {
    doc: {
      summary: "The shop's music a couple may choose for their invitation",
      description:
        "Each track's `id` is what the couple's data keeps in `music` ('' for none); `url` is its file " +
        '(audio/wav), which a page loads only when a guest taps to play.',
      answer: musicTracksSchema,
    },
    request: () => ({}),
  }),
})
export class MusicController extends TableController {}
