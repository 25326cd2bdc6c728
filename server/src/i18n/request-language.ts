import {
  DEFAULT_LANGUAGE,
  type Language,
  languageOfCookie,
  languageOfHeader,
} from '@slotmap/domain/language';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an API caller: its `Accept-Language`, which the web app sets to the language
 * it shows on every call (docs/decisions/069); English when it names none Slotmap speaks.
 */
export const callerLanguage = (request: FastifyRequest): Language =>
  languageOfHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;

/**
 * The language of a page's reader: the one they chose with the language switch (its cookie),
 * else their browser's. The server does not know who is signed in (the session is the browser's),
 * so an account's own language applies once the browser reads it.
 */
export const readerLanguage = (request: FastifyRequest): Language =>
  languageOfCookie(request.headers.cookie) ??
  languageOfHeader(request.headers['accept-language']) ??
  DEFAULT_LANGUAGE;
