import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Calendar credentials (refresh tokens, CalDAV passwords) and feed tokens are stored encrypted
 * with AES-256-GCM under a key derived from the server's JWT secret (HKDF, its own label), so a
 * copy of the database alone does not give them away. Changing JWT_SECRET means reconnecting.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

export function secretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'slotmap', 'calendar credentials v1', 32),
  );
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('Not a sealed calendar secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
