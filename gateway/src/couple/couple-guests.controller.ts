import { Controller, UseGuards } from '@nestjs/common';
import {
  deletedSchema,
  groupIdSchema,
  groupInputSchema,
  guestGroupSchema,
  guestIdSchema,
  guestInputSchema,
  guestListQuerySchema,
  guestListSchema,
  GUESTS,
  guestSchema,
  guestSessionInputSchema,
  guestSessionSchema,
  guestSettingsInputSchema,
  guestSettingsSchema,
  guestSummarySchema,
  managedWishSchema,
  markSentInputSchema,
  sessionIdSchema,
  wishHiddenInputSchema,
  wishIdSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiDocOptions } from '../openapi/api-doc';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';
import { CoupleGuard, CoupleRequest, JsonRequestsOnly, signedInCouple } from './couple.guard';

/** The order a request reaches: the session's, never one the request names. */
const scope = (req: FastifyRequest) => ({ order_id: signedInCouple(req as CoupleRequest).order_id });

/** A route of the couple's: documented for them. */
const doc = (options: Omit<ApiDocOptions, 'audience'>): ApiDocOptions => ({
  ...options,
  audience: 'Pasangan',
});

const guest = { id: guestIdSchema };
const group = { id: groupIdSchema };
const session = { id: sessionIdSchema };
const EXAMPLE_GUEST = { name: 'Bapak Ahmad Fauzi', phone: '0812-3456-7890', people: 2 };

/**
 * The couple's guest list: the guests with their own links, groups, sessions, the
 * sending settings, who is coming and the wishes (files read and written: CoupleGuestFilesController).
 * Every route needs the session and reaches only its order: a guest, group, session or wish of
 * another order is not found. Changes go as JSON only (JsonRequestsOnly).
 */
@Controller('api/pasangan')
@UseGuards(JsonRequestsOnly, CoupleGuard)
@RouteTable({
  guests: route('GET tamu', GUESTS.list, {
    query: guestListQuerySchema,
    doc: doc({
      summary: 'A page of the guest list, searched by name and filtered by group, session or status',
      description:
        'Groups and sessions are named by id, or `none` for the guests in none. Each guest carries their own link (`link_url`), null until the invitation is published.',
      answer: guestListSchema,
    }),
    request: ({ query }, req) => ({ ...scope(req), ...query }),
  }),
  addGuest: route('POST tamu', GUESTS.add, {
    body: guestInputSchema,
    doc: doc({
      summary: 'Add a guest, with a link of their own',
      answer: guestSchema,
      errors: [404, 409, 415],
      example: EXAMPLE_GUEST,
    }),
    request: ({ body }, req) => ({ ...scope(req), guest: body }),
  }),
  markSent: route('POST tamu/terkirim', GUESTS.markSent, {
    status: 200,
    body: markSentInputSchema,
    doc: doc({
      summary: 'Mark guests as sent their invitation (the first sending time is kept)',
      answer: z.object({ marked: z.number().int() }),
      errors: [404, 415],
      example: { guest_ids: ['0b9d3c1e-5a52-4c1f-9d64-2f0c8a7e6b11'] },
    }),
    request: ({ body }, req) => ({ ...scope(req), guest_ids: body.guest_ids }),
  }),
  summary: route('GET tamu/ringkasan', GUESTS.summary, {
    doc: doc({
      summary: 'Who is coming: people, not answers, by status, group and session',
      answer: guestSummarySchema,
    }),
    request: (_input, req) => scope(req),
  }),
  editGuest: route('PUT tamu/:id', GUESTS.edit, {
    params: guest,
    body: guestInputSchema,
    doc: doc({
      summary: 'Change a guest',
      answer: guestSchema,
      errors: [404, 409, 415],
      example: EXAMPLE_GUEST,
    }),
    request: ({ params, body }, req) => ({ ...scope(req), guest_id: params.id, guest: body }),
  }),
  removeGuest: route('DELETE tamu/:id', GUESTS.remove, {
    params: guest,
    doc: doc({
      summary: 'Remove a guest; their link opens nothing',
      answer: deletedSchema,
      errors: [404, 415],
    }),
    request: ({ params }, req) => ({ ...scope(req), guest_id: params.id }),
  }),
  reissueLink: route('POST tamu/:id/tautan-baru', GUESTS.reissueLink, {
    status: 200,
    params: guest,
    doc: doc({
      summary: 'A new link for a guest: the old one opens nothing from now on',
      answer: guestSchema,
      errors: [404, 415],
    }),
    request: ({ params }, req) => ({ ...scope(req), guest_id: params.id }),
  }),
  groups: route('GET kelompok', GUESTS.groups, {
    doc: doc({ summary: "The list's groups, with their guests", answer: z.array(guestGroupSchema) }),
    request: (_input, req) => scope(req),
  }),
  addGroup: route('POST kelompok', GUESTS.addGroup, {
    body: groupInputSchema,
    doc: doc({
      summary: 'Add a group of guests',
      answer: guestGroupSchema,
      errors: [409, 415],
      example: { name: 'Keluarga Mempelai Wanita' },
    }),
    request: ({ body }, req) => ({ ...scope(req), name: body.name }),
  }),
  editGroup: route('PUT kelompok/:id', GUESTS.editGroup, {
    params: group,
    body: groupInputSchema,
    doc: doc({
      summary: 'Rename a group',
      answer: guestGroupSchema,
      errors: [404, 409, 415],
      example: { name: 'Teman Kantor' },
    }),
    request: ({ params, body }, req) => ({ ...scope(req), group_id: params.id, name: body.name }),
  }),
  removeGroup: route('DELETE kelompok/:id', GUESTS.removeGroup, {
    params: group,
    doc: doc({
      summary: 'Remove a group; its guests stay, in no group',
      answer: deletedSchema,
      errors: [404, 415],
    }),
    request: ({ params }, req) => ({ ...scope(req), group_id: params.id }),
  }),
  sessions: route('GET sesi-acara', GUESTS.sessions, {
    doc: doc({ summary: "The list's sessions, with their guests", answer: z.array(guestSessionSchema) }),
    request: (_input, req) => scope(req),
  }),
  addSession: route('POST sesi-acara', GUESTS.addSession, {
    body: guestSessionInputSchema,
    doc: doc({
      summary: 'Add a session ("Sesi 1", 11.00-13.00 WIB) and the people it takes',
      answer: guestSessionSchema,
      errors: [409, 415],
      example: { name: 'Sesi 1', time: '11.00-13.00 WIB', capacity: 300 },
    }),
    request: ({ body }, req) => ({ ...scope(req), session: body }),
  }),
  editSession: route('PUT sesi-acara/:id', GUESTS.editSession, {
    params: session,
    body: guestSessionInputSchema,
    doc: doc({
      summary: 'Change a session',
      answer: guestSessionSchema,
      errors: [404, 409, 415],
      example: { name: 'Sesi 2', time: '13.00-15.00 WIB', capacity: null },
    }),
    request: ({ params, body }, req) => ({ ...scope(req), session_id: params.id, session: body }),
  }),
  removeSession: route('DELETE sesi-acara/:id', GUESTS.removeSession, {
    params: session,
    doc: doc({
      summary: 'Remove a session; its guests stay, in no session',
      answer: deletedSchema,
      errors: [404, 415],
    }),
    request: ({ params }, req) => ({ ...scope(req), session_id: params.id }),
  }),
  settings: route('GET pengaturan-tamu', GUESTS.settings, {
    doc: doc({
      summary: 'The sending settings: the open link, and the message and reminder templates',
      answer: guestSettingsSchema,
    }),
    request: (_input, req) => scope(req),
  }),
  setSettings: route('PUT pengaturan-tamu', GUESTS.setSettings, {
    body: guestSettingsInputSchema,
    doc: doc({
      summary: 'Change the sending settings',
      description:
        "A template left empty (or null) is the default again; one of the couple's must hold {tautan}. With `open_link` off, the invitation's plain address takes no RSVP or wish.",
      answer: guestSettingsSchema,
      errors: [415],
      example: { open_link: true, message_template: null, reminder_template: null },
    }),
    request: ({ body }, req) => ({ ...scope(req), ...body }),
  }),
  wishes: route('GET ucapan', GUESTS.wishes, {
    doc: doc({
      summary: "The invitation's wishes, hidden ones included, newest first",
      answer: z.array(managedWishSchema),
    }),
    request: (_input, req) => scope(req),
  }),
  setWishHidden: route('PUT ucapan/:id', GUESTS.setWishHidden, {
    params: { id: wishIdSchema },
    body: wishHiddenInputSchema,
    doc: doc({
      summary: 'Hide a wish from the invitation page, or show it again',
      answer: managedWishSchema,
      errors: [404, 415],
      example: { hidden: true },
    }),
    request: ({ params, body }, req) => ({ ...scope(req), wish_id: params.id, hidden: body.hidden }),
  }),
})
export class CoupleGuestsController extends TableController {}
