import { SetMetadata } from '@nestjs/common';
import { z } from 'zod';

/** Who a route is for: the shop's customers (and Midtrans), a couple on their dashboard, or the admin. */
export type Audience = 'Toko' | 'Pasangan' | 'Admin';

/** Error statuses a route may answer besides those every route of its kind has (see document.ts). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 415 | 429;

/**
 * The success answer: a JSON body's schema (described by the route's summary unless a description
 * is given), or the media type of one that is not JSON.
 */
export type AnswerDoc = z.ZodType | DescribedAnswer;

/** An answer with its description, as the document writes it. */
export type DescribedAnswer =
  { description: string; schema: z.ZodType; example?: unknown } | { description: string; mediaType: string };

/** A multipart form, read by the handler itself: its text fields' schema and its files. */
export interface FormDoc {
  fields: z.ZodType;
  files: Record<string, { required: boolean; description: string }>;
}

/**
 * What a handler's own decorators cannot say about it. The method, paths, success status, path
 * parameters, query and JSON body, the admin guard and the rate limit are read from Nest's metadata
 * (declared-routes.ts), so the document cannot drift from the routes it describes.
 */
export interface ApiDocOptions {
  summary: string;
  description?: string;
  answer: AnswerDoc;
  /** Statuses beyond the defaults of document.ts. */
  errors?: ErrorStatus[];
  /** The route answers from the gateway itself: no 503/504 from a service. */
  local?: boolean;
  /** A JSON body the handler validates itself (one that may be left out). */
  body?: z.ZodType;
  /** A multipart form the handler reads from the request. */
  form?: FormDoc;
  /** A request example; it must validate against the route's own schema (tested). */
  example?: Record<string, unknown>;
  /** For an unguarded route of the admin's (sign-in). Guarded routes are the admin's anyway. */
  audience?: Audience;
}

export const API_DOC = 'undangan:api-doc';

/** The route's entry in the OpenAPI document (/api/openapi.json). */
export const ApiDoc = (doc: ApiDocOptions) => SetMetadata(API_DOC, doc);

/** The answer with its description: a bare schema is described by the route's summary. */
export const describedAnswer = (doc: Pick<ApiDocOptions, 'summary' | 'answer'>): DescribedAnswer =>
  doc.answer instanceof z.ZodType ? { description: `${doc.summary}.`, schema: doc.answer } : doc.answer;
