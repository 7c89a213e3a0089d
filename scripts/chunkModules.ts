import type { Plugin } from 'vite';

/** Where the build writes which packages each chunk holds (read by scripts/check-bundle.mjs). */
export const CHUNK_PACKAGES_FILE = '.vite/chunk-packages.json';

/** `node_modules/@scope/name/…` → `@scope/name` (the last node_modules segment wins for nested copies). */
export function packageOf(moduleId: string): string | null {
  const match = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId);
  return match ? match[1].replace('\\', '/') : null;
}

/**
 * Vite plugin (builds only): records the npm packages bundled into every JS chunk, so the bundle check can name a
 * library that only some screens need (Markdown, zip, payment SDKs, tour, charts…) when it reaches the initial JS.
 */
export function chunkPackagesPlugin(): Plugin {
  return {
    name: 'atelier-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = new Set<string>();
        for (const id of output.moduleIds) {
          const name = packageOf(id);
          if (name) names.add(name);
        }
        packages[output.fileName] = [...names].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_PACKAGES_FILE,
        source: JSON.stringify(packages, null, 1),
      });
    },
  };
}
