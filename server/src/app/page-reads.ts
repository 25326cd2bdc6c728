import { availableOnProblem } from '@slotmap/domain/availability';
import type { CompanyView } from '@slotmap/domain/company-view';
import { reviewPagingSchema } from '@slotmap/domain/reviews';
import type { z } from 'zod';
import { errorBody, HttpError, notFound } from '../http/errors.ts';
import type { AppContext } from '../http/context.ts';
import { issuesOf, knownId, MSG_COMPANY_NOT_FOUND } from '../modules/companies/access.ts';
import { findCompanyView } from '../modules/companies/data.ts';
import { listsPage, nearbyPage } from '../modules/discovery/data.ts';
import { listsQuerySchema, nearbyQuerySchema } from '../modules/discovery/schemas.ts';
import { pageCompanyReviews } from '../modules/reviews/data.ts';
import { presentReview } from '../modules/reviews/present.ts';

/** What `GET /api{path}` answers a visitor: its status and JSON body. */
export interface ReadAnswer {
  status: number;
  body: unknown;
}

/**
 * The API reads a public page draws its first view from, answered inside the server (decision
 * 065): the same reads, presenters and query schemas as the routes, with no session (the server
 * draws every page as a visitor sees it), and no HTTP. Undefined for a path not answered here.
 */
export type PageRead = (path: string) => Promise<ReadAnswer | undefined>;

const COMPANY = /^\/company\/([^/]+)$/;
/** API paths beside `/company/{id}` that are not a business (read elsewhere, or signed-in). */
const NOT_A_COMPANY = new Set([
  'lists',
  'mine',
  'liked',
  'business',
  'categories-list',
  'formFields',
]);
const COMPANY_REVIEWS = /^\/company\/([^/]+)\/reviews$/;

/** A query string read by a route's own schema: a bad one is the route's 400. */
function parsed<S extends z.ZodType>(schema: S, query: URLSearchParams): z.output<S> {
  const result = schema.safeParse(Object.fromEntries(query));
  if (!result.success) {
    const errors = issuesOf(result.error.issues);
    throw new HttpError(400, errors[0]?.msg ?? 'Bad request', { errors });
  }
  return result.data;
}

function checkAvailableOn(day: string | undefined, now: Date) {
  const problem = day ? availableOnProblem(day, now) : null;
  if (problem) throw new HttpError(400, problem);
}

/** GET /company/{id} as a visitor reads it. */
export async function visitorCompany(
  ctx: AppContext,
  id: string,
  now: Date,
): Promise<CompanyView | null> {
  if (!knownIdOrNull(id)) return null;
  return (await findCompanyView(ctx.db, id, null, now)) ?? null;
}

/** A path's part as text; one that does not decode names nothing. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function knownIdOrNull(id: string): string | null {
  try {
    return knownId(id, MSG_COMPANY_NOT_FOUND);
  } catch {
    return null;
  }
}

async function answer(ctx: AppContext, path: string, now: Date): Promise<unknown> {
  const url = new URL(path, 'http://page.invalid');
  const query = url.searchParams;
  if (url.pathname === '/company') {
    const q = parsed(nearbyQuerySchema, query);
    checkAvailableOn(q.available_on, now);
    const { items, total } = await nearbyPage(ctx.db, q, null, now);
    return { items, total, page: q.page, limit: q.limit };
  }
  if (url.pathname === '/company/lists') {
    const q = parsed(listsQuerySchema, query);
    checkAvailableOn(q.available_on, now);
    const { items, total } = await listsPage(ctx.db, q, null, now);
    return { items, total, page: q.page, limit: q.limit };
  }
  const reviewsOf = COMPANY_REVIEWS.exec(url.pathname)?.[1];
  if (reviewsOf) {
    const id = knownId(decoded(reviewsOf), MSG_COMPANY_NOT_FOUND);
    const q = parsed(reviewPagingSchema, query);
    const found = await pageCompanyReviews(ctx.db, id, q);
    if (!found) throw notFound(MSG_COMPANY_NOT_FOUND);
    const items = found.rows.map((r) => presentReview(r, null));
    return { items, total: found.total, page: q.page, limit: q.limit };
  }
  const companyId = COMPANY.exec(url.pathname)?.[1];
  if (companyId && !NOT_A_COMPANY.has(companyId)) {
    const company = await visitorCompany(ctx, decoded(companyId), now);
    if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
    return company;
  }
  return undefined;
}

/**
 * The reads of one page, at one time. Each path is read once: the business the server read for
 * the page's head is the one the page is drawn from. `known` holds answers already read.
 */
export function pageReads(
  ctx: AppContext,
  now: Date,
  known: Record<string, unknown> = {},
): PageRead {
  const answers = new Map<string, Promise<ReadAnswer | undefined>>(
    Object.entries(known).map(([path, body]) => [path, Promise.resolve({ status: 200, body })]),
  );
  const read = async (path: string): Promise<ReadAnswer | undefined> => {
    try {
      const body = await answer(ctx, path, now);
      return body === undefined ? undefined : { status: 200, body };
    } catch (err) {
      if (err instanceof HttpError)
        return { status: err.status, body: { ...errorBody(err.message), ...err.extra } };
      throw err;
    }
  };
  return (path) => {
    let answered = answers.get(path);
    if (!answered) {
      answered = read(path);
      answers.set(path, answered);
    }
    return answered;
  };
}
