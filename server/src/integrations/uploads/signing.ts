import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { canonicalUploadUrl, uploadNameOf, uploadUrl } from './storage.ts';

/**
 * Uploads are private (decision 025): an image is fetched through a short-lived signed address,
 * `/api/uploads/<name>?exp=<unix seconds>&sig=<HMAC-SHA256 of name and exp>`, handed out only by
 * the answers that show it to someone allowed to see it. `<img src>` cannot send a token, so the
 * address itself carries the permission.
 */

/** Expiries are rounded up to this window, so one image keeps one address (and cache entry) for hours. */
export const SIGNED_URL_WINDOW_SECONDS = 6 * 60 * 60;

export type UploadKey = Buffer;

/** A key of its own, derived from the JWT secret: a URL signature can never pass for a token's. */
export const uploadKey = (jwtSecret: string): UploadKey =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'slotmap', 'upload-urls-v1', 32));

const signature = (key: UploadKey, name: string, exp: number) =>
  createHmac('sha256', key).update(`${name}\n${exp}`).digest('base64url');

/** Valid for one to two windows from now: long enough to read a page, stable enough to cache. */
export function expiryFor(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return (Math.floor(seconds / SIGNED_URL_WINDOW_SECONDS) + 2) * SIGNED_URL_WINDOW_SECONDS;
}

export function signedUploadUrl(key: UploadKey, name: string, now: Date): string {
  const exp = expiryFor(now);
  return `${uploadUrl(name)}?exp=${exp}&sig=${signature(key, name, exp)}`;
}

/**
 * Seconds the signed address stays valid, or undefined when the signature is missing, made for
 * another name or expiry, or out of date.
 */
export function secondsLeft(
  key: UploadKey,
  name: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): number | undefined {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return undefined;
  const expected = Buffer.from(signature(key, name, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const left = Number(exp) - Math.floor(now.getTime() / 1000);
  return left > 0 ? left : undefined;
}

export type SignUrl = (url: string) => string;

/** Signs addresses of our uploads (plain or signed before); any other address passes unchanged. */
export function uploadUrlSigner(jwtSecret: string, clock: () => Date): SignUrl {
  const key = uploadKey(jwtSecret);
  return (url) => {
    const name = uploadNameOf(canonicalUploadUrl(url));
    return name ? signedUploadUrl(key, name, clock()) : url;
  };
}

interface FileAnswer {
  field_type: string;
  value: unknown;
}

/** Maps the image addresses of file answers (a string or a list of them); other answers stay. */
export function mapFileAnswers<T extends FileAnswer>(answers: T[], map: (url: string) => string) {
  return answers.map((a) => {
    if (a.field_type !== 'file') return a;
    if (typeof a.value === 'string') return a.value === '' ? a : { ...a, value: map(a.value) };
    if (Array.isArray(a.value))
      return { ...a, value: a.value.map((v) => (typeof v === 'string' ? map(v) : v)) };
    return a;
  });
}

/** The image addresses of file answers, as sent. */
export function fileAnswerUrls(answers: FileAnswer[]): string[] {
  return answers.flatMap((a) => {
    if (a.field_type !== 'file') return [];
    if (typeof a.value === 'string') return a.value === '' ? [] : [a.value];
    if (Array.isArray(a.value)) return a.value.filter((v): v is string => typeof v === 'string');
    return [];
  });
}
