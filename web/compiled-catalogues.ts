import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue: a `messages/` folder's JSON (web and domain), ICU messages by id. */
const CATALOGUE = /[\\/]messages[\\/](?:[^\\/]+[\\/])?[^\\/]+\.json$/;

/**
 * Compiles every catalogue's ICU messages when it is imported (docs/decisions/069), so the
 * browser gets Lingui's compiled form and never loads an ICU parser. A message that does not
 * parse fails the build, naming its file and id. The compiled catalogue is JSON still, which
 * Vite's own JSON handling then turns into a module.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'slotmap:compiled-catalogues',
    enforce: 'pre',
    transform: {
      filter: { id: CATALOGUE },
      handler(code, id) {
        const messages = JSON.parse(code) as Record<string, unknown>;
        const compiled: Record<string, unknown> = {};
        for (const [key, message] of Object.entries(messages)) {
          if (typeof message !== 'string') this.error(`${id}: "${key}" is not a string`);
          try {
            compiled[key] = compileMessageOrThrow(message);
          } catch (error) {
            this.error(`${id}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
          }
        }
        return { code: JSON.stringify(compiled), map: null };
      },
    },
  };
}
