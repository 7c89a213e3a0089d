/** @jest-environment node */
/**
 * `npm install` on the Node floor of package.json's `engines` (README: Node 20.19) prints no engine warning: every
 * package of the lock that states `engines.node` admits the floor, and `.nvmrc` picks a Node inside it. A package
 * whose new version needs Node 22 (msw 3, i18next 27) fails here, naming it, before it reaches a newcomer.
 * npm 11.19+ runs no dependency's install script unless package.json's `allowScripts` says so, and lists every one
 * it skipped; none is needed (their native parts come as prebuilt optional packages, MSW's worker is committed in
 * `public/`), so each is denied there by name and the install prints nothing about them.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// semver is npm's own range logic (a dependency of many of our tools); engines ranges are too varied to parse here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const semver = require('semver') as {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};

const root = resolve(__dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const floor = semver.minVersion(pkg.engines.node)!.version;

describe('the Node floor', () => {
  it('is admitted by every locked package that states an engine', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(floor, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name} (engines.node ${(entry.engines as { node: string }).node})`);
    expect(floor).toBe('20.19.0');
    expect(refusing).toEqual([]);
  });

  it('meets no install script that package.json has not decided on', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    const undecided = withScripts.filter((name) => !(name in (pkg.allowScripts ?? {})));
    expect(undecided).toEqual([]);
  });

  it('is what .nvmrc installs', () => {
    const wanted = read('.nvmrc').trim();
    // nvm takes "20" as the newest 20.x, which the floor's range admits.
    expect(semver.satisfies(`${wanted}.99.0`.split('.').slice(0, 3).join('.'), pkg.engines.node)).toBe(true);
  });
});
