import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PING_RPC } from '@undangan/contracts';

/** Every service answers `ping`, so the gateway can tell a live consumer from a stuck one. */
@Controller()
export class PingController {
  @MessagePattern(PING_RPC)
  ping(): { pong: true; at: string } {
    return { pong: true, at: new Date().toISOString() };
  }
}
