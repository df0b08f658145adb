import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';

@Module({})
export class InvitationsModule {
  static register(pages: PagesService): DynamicModule {
    return {
      module: InvitationsModule,
      controllers: [PagesController, PingController],
      providers: [{ provide: PagesService, useValue: pages }],
    };
  }
}
