import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  COUPLE_ACCESS,
  COUPLE_ACCESS_MESSAGES,
  CoupleOrder,
  coupleWhoAmISchema,
  CoupleWhoAmI,
  invitePartnerInputSchema,
  messageAnswerSchema,
  normalizePhone,
  ORDERING,
  partnerSchema,
  PartnerAnswer,
  signInLinkRequestSchema,
  SignInLinkRequest,
  signInRequestSchema,
} from '@undangan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway-config';
import { clientOrigin } from '../http/client-origin';
import { HttpError } from '../http/http-error';
import { PublicWriteLimited } from '../http/rate-limit';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ApiDoc } from '../openapi/api-doc';
import { ServiceClients } from '../rpc/service-clients';
import { clearedSessionCookie, sessionCookie } from './couple-cookie';
import { CoupleLinkLimit } from './couple-link-limit';
import { CoupleGuard, CoupleRequest, JsonRequestsOnly, signedInCouple } from './couple.guard';

type Message = z.infer<typeof messageAnswerSchema>;

const signedInSchema = coupleWhoAmISchema.pick({ order_id: true, email: true, role: true });
type SignedIn = z.infer<typeof signedInSchema>;

/**
 * The couple's dashboard access ("Dasbor Pasangan"): a sign-in link by email, the session it opens
 * (a cookie scoped to these routes), signing out here or everywhere, and the partner. Every route
 * but the two that sign in needs the session, and reaches only the session's order.
 */
@Controller('api/pasangan')
@UseGuards(JsonRequestsOnly)
export class CoupleAccessController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(CoupleLinkLimit) private readonly links: CoupleLinkLimit,
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'secureCookies'>,
  ) {}

  @Post('tautan-masuk')
  @HttpCode(200)
  @PublicWriteLimited()
  @ApiDoc({
    summary: "Email a sign-in link to the couple's dashboard",
    description:
      "With `orderId` and `email`: the link goes to that email when it is the paid order's email or its " +
      "partner's. With `orderId` and `phone` (from order tracking): to the order's email when the phone " +
      'is the one used at checkout. The answer is the same whether or not anything matched.',
    audience: 'Pasangan',
    answer: messageAnswerSchema,
    errors: [415, 429],
    example: { orderId: 'INV-20260101-AAAAAA', email: 'rina@contoh.test' },
  })
  async requestLink(
    @Body(new ZodValidationPipe(signInLinkRequestSchema)) input: SignInLinkRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Message> {
    const byEmail = 'email' in input;
    await this.links.admit(input.orderId, byEmail ? input.email : normalizePhone(input.phone), reply);
    const order = await this.rpc.call(ORDERING.coupleOrder, { order_id: input.orderId }, req.id);
    const email = byEmail ? input.email : await this.orderEmailForPhone(order, input.phone, req.id);
    // An unpaid order (or none) has no dashboard yet: nothing is sent, and the answer is the same.
    if (order?.paid && email)
      await this.rpc.call(
        COUPLE_ACCESS.issueSignInLink,
        {
          order_id: order.order_id,
          email,
          order: { email: order.email, customer_name: order.customer_name },
          origin: clientOrigin(req.ip),
        },
        req.id,
      );
    return {
      message: byEmail ? COUPLE_ACCESS_MESSAGES.linkSent : COUPLE_ACCESS_MESSAGES.linkSentToOrderEmail,
    };
  }

  @Post('masuk')
  @HttpCode(200)
  @PublicWriteLimited()
  @ApiDoc({
    summary: 'Sign in with the token of an emailed link',
    description:
      'The link opens one session once: used, expired or unknown, it is refused (401). The session ' +
      'comes as an HttpOnly cookie for `/api/pasangan`.',
    audience: 'Pasangan',
    answer: signedInSchema,
    errors: [401, 415],
    example: { token: 'Zk3Jd9QmZr2VxT8bWn4LpYc6HsA1fGe5uQw7Er0Ty2U' },
  })
  async signIn(
    @Body(new ZodValidationPipe(signInRequestSchema)) input: { token: string },
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedIn> {
    const { session_token: token, session } = await this.rpc.call(COUPLE_ACCESS.signIn, input, req.id);
    void reply.header('set-cookie', sessionCookie(token, session.expires_at, this.config.secureCookies));
    return { order_id: session.order_id, email: session.email, role: session.role };
  }

  @Get('sesi')
  @UseGuards(CoupleGuard)
  @ApiDoc({
    summary: "Who is signed in, and the order's progress",
    audience: 'Pasangan',
    answer: coupleWhoAmISchema,
  })
  async whoAmI(@Req() req: CoupleRequest): Promise<CoupleWhoAmI> {
    const couple = signedInCouple(req);
    const order = await this.rpc.call(ORDERING.coupleOrder, { order_id: couple.order_id }, req.id);
    if (!order) throw new HttpError('unauthorized', COUPLE_ACCESS_MESSAGES.sessionEnded);
    const { tracking } = order;
    return {
      order_id: couple.order_id,
      email: couple.email,
      role: couple.role,
      package: order.package,
      payment_status: tracking.payment_status,
      stage: order.stage,
      work_status: tracking.work_status,
      on_hold: tracking.on_hold,
      invitation_url: tracking.invitation_url,
      data_submitted_at: tracking.data_submitted_at,
      promise: tracking.promise,
      late: tracking.late,
    };
  }

  @Post('keluar')
  @HttpCode(200)
  @UseGuards(CoupleGuard)
  @ApiDoc({
    summary: "Sign out: this device's session ends",
    audience: 'Pasangan',
    answer: messageAnswerSchema,
    errors: [415],
  })
  async signOut(
    @Req() req: CoupleRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Message> {
    await this.rpc.call(COUPLE_ACCESS.signOut, { session_id: signedInCouple(req).session_id }, req.id);
    void reply.header('set-cookie', clearedSessionCookie(this.config.secureCookies));
    return { message: COUPLE_ACCESS_MESSAGES.signedOut };
  }

  @Post('keluar-semua')
  @HttpCode(200)
  @UseGuards(CoupleGuard)
  @ApiDoc({
    summary: "Sign out everywhere: every session of the order ends, the partner's too",
    audience: 'Pasangan',
    answer: messageAnswerSchema,
    errors: [415],
  })
  async signOutEverywhere(
    @Req() req: CoupleRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Message> {
    await this.rpc.call(COUPLE_ACCESS.signOutEverywhere, { order_id: signedInCouple(req).order_id }, req.id);
    void reply.header('set-cookie', clearedSessionCookie(this.config.secureCookies));
    return { message: COUPLE_ACCESS_MESSAGES.signedOutEverywhere };
  }

  @Get('mitra')
  @UseGuards(CoupleGuard)
  @ApiDoc({
    summary: "The order's partner, if it has invited one",
    audience: 'Pasangan',
    answer: partnerSchema,
  })
  partner(@Req() req: CoupleRequest): Promise<PartnerAnswer> {
    return this.rpc.call(COUPLE_ACCESS.partner, { order_id: signedInCouple(req).order_id }, req.id);
  }

  @Post('mitra')
  @HttpCode(200)
  @UseGuards(CoupleGuard)
  @PublicWriteLimited()
  @ApiDoc({
    summary: 'Invite the partner by email: they get a sign-in link of their own',
    description:
      "Only the order's own email may; one partner per order (the same email again sends a new link).",
    audience: 'Pasangan',
    answer: partnerSchema,
    errors: [403, 409, 415, 429],
    example: { email: 'bayu@contoh.test' },
  })
  async invitePartner(
    @Body(new ZodValidationPipe(invitePartnerInputSchema)) input: { email: string },
    @Req() req: CoupleRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PartnerAnswer> {
    const couple = this.orderEmailHolder(req);
    await this.links.admit(couple.order_id, input.email, reply);
    return this.rpc.call(
      COUPLE_ACCESS.invitePartner,
      {
        order_id: couple.order_id,
        email: input.email,
        order_email: couple.email,
        origin: clientOrigin(req.ip),
      },
      req.id,
    );
  }

  @Delete('mitra')
  @UseGuards(CoupleGuard)
  @ApiDoc({
    summary: 'Remove the partner: their links and sessions end',
    audience: 'Pasangan',
    answer: messageAnswerSchema,
    errors: [403, 404, 415],
  })
  async removePartner(@Req() req: CoupleRequest): Promise<Message> {
    const couple = this.orderEmailHolder(req);
    const { removed } = await this.rpc.call(
      COUPLE_ACCESS.removePartner,
      { order_id: couple.order_id },
      req.id,
    );
    if (!removed) throw new HttpError('not_found', COUPLE_ACCESS_MESSAGES.noPartner);
    return { message: COUPLE_ACCESS_MESSAGES.partnerRemoved };
  }

  /** The partner is managed by the order's own email only. */
  private orderEmailHolder(req: CoupleRequest) {
    const couple = signedInCouple(req);
    if (couple.role !== 'pasangan')
      throw new HttpError('forbidden', COUPLE_ACCESS_MESSAGES.partnerOnlyByOrderEmail);
    return couple;
  }

  /** The order's email when the phone is the one its checkout used (tracking's own check); else none. */
  private async orderEmailForPhone(
    order: CoupleOrder | null,
    phone: string,
    requestId: string,
  ): Promise<string | undefined> {
    if (!order) return undefined;
    try {
      await this.rpc.call(ORDERING.trackOrder, { order_id: order.order_id, phone }, requestId);
      return order.email;
    } catch (err) {
      if (err instanceof HttpError && err.code === 'not_found') return undefined;
      throw err;
    }
  }
}
