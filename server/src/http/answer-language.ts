import type { Language } from '@slotmap/domain/language';
import type { FastifyInstance } from 'fastify';
import { translateMessage } from '../i18n/english-messages.ts';
import { callerLanguage } from '../i18n/request-language.ts';

/** What the API says to people: an error's messages, or a short confirmation (`{"msg"}`). */
interface Said {
  msg?: unknown;
  errors?: unknown;
}

/** The answer with its messages in `language`, in the same shape; anything else as it was. */
export function inLanguage(payload: unknown, language: Language): unknown {
  if (language === 'en' || payload === null || typeof payload !== 'object') return payload;
  const said = payload as Said;
  let answer = payload as Record<string, unknown>;
  if (typeof said.msg === 'string')
    answer = { ...answer, msg: translateMessage(said.msg, language) };
  if (Array.isArray(said.errors))
    answer = {
      ...answer,
      errors: said.errors.map((e: { msg?: unknown }) =>
        typeof e?.msg === 'string' ? { ...e, msg: translateMessage(e.msg, language) } : e,
      ),
    };
  return answer;
}

/**
 * Every answer's messages in the caller's language (its `Accept-Language`; docs/decisions/069):
 * errors from the error handler, the not-found handler and the routes alike, and the `{"msg"}`
 * confirmations, translated on their way out from the English the code writes, in the spec's
 * `{"errors":[{"msg"}]}` shape. One hook before serialization, so no route needs to know.
 */
export function installAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    inLanguage(payload, callerLanguage(request)),
  );
}
