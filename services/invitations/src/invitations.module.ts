import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { CustomDomainsController } from './domains/custom-domains.controller';
import { CustomDomains } from './domains/custom-domains.service';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';

@Module({})
export class InvitationsModule {
  static register(pages: PagesService, domains: CustomDomains): DynamicModule {
    return {
      module: InvitationsModule,
      controllers: [PagesController, CustomDomainsController, PingController],
      providers: [
        { provide: PagesService, useValue: pages },
        { provide: CustomDomains, useValue: domains },
      ],
    };
  }
}
