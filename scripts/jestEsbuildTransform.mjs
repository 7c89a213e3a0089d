// Jest transform for the ESM-only packages of node_modules (jest.config.ts's esmPackages): esbuild turns them into
// CommonJS, which matters on CI's cold cache. The project's own TypeScript goes through SWC (@swc/jest), which also
// hoists jest.mock calls above the imports (esbuild does not).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync, version } from 'esbuild';

/** A change of esbuild or of this file's options invalidates Jest's cache of what it transformed. */
const salt = `${version}\0${readFileSync(fileURLToPath(import.meta.url), 'utf8')}`;

export default {
  getCacheKey(source, filename) {
    return createHash('sha1')
      .update(salt)
      .update('\0')
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex');
  },
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      // Jest runs CommonJS: import() becomes a require, as SWC does for the project's files.
      supported: { 'dynamic-import': false },
      sourcemap: 'external',
      sourcefile: filename,
      logLevel: 'silent',
    });
    return { code, map };
  },
};
