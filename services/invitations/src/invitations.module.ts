import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { CoupleAccessController } from './couple-access/couple-access.controller';
import { CoupleAccessService } from './couple-access/couple-access.service';
import { DesksController } from './check-in/desks.controller';
import { Desks } from './check-in/desks.service';
import { CustomDomainsController } from './domains/custom-domains.controller';
import { CustomDomains } from './domains/custom-domains.service';
import { GuestSheetsController } from './guests/guest-sheets.controller';
import { GuestSheets } from './guests/guest-sheets.service';
import { GuestsController } from './guests/guests.controller';
import { GuestsService } from './guests/guests.service';
import type { InvitationsServices } from './invitations.program';
import { MusicCatalogue } from './music/music-catalogue';
import { MusicController } from './music/music.controller';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';

@Module({})
export class InvitationsModule {
  static register({
    pages,
    music,
    domains,
    guests,
    guestSheets,
    coupleAccess,
    desks,
  }: InvitationsServices): DynamicModule {
    return {
      module: InvitationsModule,
      controllers: [
        PagesController,
        MusicController,
        CustomDomainsController,
        GuestsController,
        GuestSheetsController,
        CoupleAccessController,
        DesksController,
        PingController,
      ],
      providers: [
        { provide: PagesService, useValue: pages },
        { provide: MusicCatalogue, useValue: music },
        { provide: CustomDomains, useValue: domains },
        { provide: GuestsService, useValue: guests },
        { provide: GuestSheets, useValue: guestSheets },
        { provide: CoupleAccessService, useValue: coupleAccess },
        { provide: Desks, useValue: desks },
      ],
    };
  }
}
