import type { Plugin } from 'vite';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** A feature's message catalog: `src/**\/i18n/en.json` or `zh.json` (src/i18n/README in docs/architecture.md). */
export const CATALOG_FILE = /[\\/]src[\\/].*[\\/]i18n[\\/](en|zh)\.json$/;

/**
 * The catalogs are written in ICU MessageFormat and compiled here, at build time, into Lingui's compiled form (plain
 * JSON arrays), so the message parser never ships: the browser only interpolates. Jest and the dev server also get
 * compiled catalogs from here; Lingui compiles at run time only outside production, should a raw string reach it.
 * A message that does not parse stops the build with its key.
 */
export function i18nCatalogsPlugin(): Plugin {
  return {
    name: 'i18n-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0])) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(source)) {
        try {
          // Always the compiled (array) form, plain texts too: Lingui takes a string for an uncompiled message and,
          // with no compiler in the build, warns on the console each time it is shown.
          compiled[key] = compileMessage(message);
        } catch (error) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      // Still JSON: Vite's own JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
