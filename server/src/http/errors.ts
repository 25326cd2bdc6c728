import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error the API answers with its own status and message, in the spec's shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = 'No token, authorization denied') => new HttpError(401, msg);
export const forbidden = (msg = 'You are not allowed to do this') => new HttpError(403, msg);
export const notFound = (msg = 'Not found') => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
export const tooManyRequests = (msg = 'Too many requests, please try again later') =>
  new HttpError(429, msg);

export const MSG_BAD_TEXT = 'Text may not contain NUL characters or unpaired surrogates';

export interface ErrorBody {
  errors: { msg: string; param?: string }[];
}

export const errorBody = (msg: string, param?: string): ErrorBody => ({
  errors: [param ? { msg, param } : { msg }],
});

/** SQLSTATE of a driver error: node-postgres and PGlite both put it on the error or its cause. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : e?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Every error leaves as {"errors":[{"msg"}]} with an honest status; a 5xx never shows internals. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.status).send({ ...errorBody(err.message), ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const param = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return param
          ? { msg: v.message ?? 'Invalid value', param }
          : { msg: v.message ?? 'Invalid value' };
      });
      return reply.status(400).send({ errors });
    }
    const refusal = databaseRefusal(err);
    if (refusal) {
      // Input the schemas should have refused first: answered honestly, and logged to be fixed.
      request.log.warn({ err }, 'input refused by the database');
      return reply.status(refusal.status).send(errorBody(refusal.msg));
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send(errorBody(clientMessage(err, status)));
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody('Server error'));
  });
}

export const FOREIGN_KEY_VIOLATION = '23503';

/** SQLSTATEs that mean the request carried a value the database cannot take, not a fault of ours. */
const REFUSED_INPUT: Record<string, string> = {
  [FOREIGN_KEY_VIOLATION]: 'This refers to something that does not exist',
  '22021': MSG_BAD_TEXT,
  '22P05': MSG_BAD_TEXT,
  '22007': 'A date is not valid',
  '22008': 'A date is out of range',
  '22003': 'A number is out of range',
};

function databaseRefusal(err: unknown): { status: number; msg: string } | undefined {
  const state = sqlState(err);
  const msg = state === undefined ? undefined : REFUSED_INPUT[state];
  if (!msg) return undefined;
  // The same SQLSTATE for removing a row others still point at: that is a conflict, not bad input.
  const e = err as { message?: unknown; cause?: { message?: unknown } };
  const text = `${e?.cause?.message ?? ''} ${e?.message ?? ''}`;
  if (state === FOREIGN_KEY_VIOLATION && text.includes('update or delete on table'))
    return { status: 409, msg: 'This is still in use and cannot be removed' };
  return { status: 400, msg };
}

function clientMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
  }
  if (status === 429) return 'Too many requests, please try again later';
  if (status === 404) return 'Not found';
  return status === 400 ? 'Bad request' : err.message;
}
