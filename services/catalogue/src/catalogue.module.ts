import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';

@Module({})
export class CatalogueModule {
  static register(service: CatalogueService): DynamicModule {
    return {
      module: CatalogueModule,
      controllers: [CatalogueController, PingController],
      providers: [{ provide: CatalogueService, useValue: service }],
    };
  }
}
