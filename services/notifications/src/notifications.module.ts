import { DynamicModule, Module } from '@nestjs/common';
import { PingController } from '@undangan/platform';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

@Module({})
export class NotificationsModule {
  static register(notifications: NotificationsService): DynamicModule {
    return {
      module: NotificationsModule,
      controllers: [NotificationsController, PingController],
      providers: [{ provide: NotificationsService, useValue: notifications }],
    };
  }
}
