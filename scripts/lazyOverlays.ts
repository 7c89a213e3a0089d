import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the stand-ins are, from the project root. */
const SHIMS = 'src/components/lazyOverlays';
/** `@mui/material`'s `Dialog` export and its class names: the stand-in, and the real (tiny) class-name module. */
export const LAZY_DIALOG = '\0atelier-lazy-dialog';
const lazyDialogModule = (root: string) => {
  const classes = JSON.stringify(join(root, 'node_modules/@mui/material/Dialog/dialogClasses.mjs'));
  return [
    `export { default } from ${JSON.stringify(join(root, SHIMS, 'Dialog.tsx'))};`,
    `export * from ${classes};`,
    `export { default as dialogClasses } from ${classes};`,
  ].join('\n');
};

/**
 * MUI components that open an overlay import its code statically: Dialog, Popover and Drawer import Modal (with
 * its focus trap, portal and backdrop), Select imports Menu (Popover, MenuList), Tooltip and Autocomplete import
 * Popper (with Popper.js). So every screen with one select, dialog or tooltip downloaded all of it before its first
 * paint, though nothing is open then. The same holds for Dialog itself (with its backdrop). In builds, those imports inside @mui/material get a stand-in that loads the
 * real component the first time it opens (src/components/lazyOverlays; docs/performance.md, "Route weight").
 * Our own imports of these components are untouched. Not in Storybook (its stories open overlays at once and are
 * screenshotted), the dev server or Jest: they run MUI as it is.
 */
export const LAZY_OVERLAYS: Record<string, { importers: RegExp; shim: string }> = {
  '../Modal/index.mjs': {
    importers: /[\\/]@mui[\\/]material[\\/](Dialog|Popover|Drawer)[\\/]/,
    shim: 'Modal.tsx',
  },
  '../Menu/Menu.mjs': { importers: /[\\/]@mui[\\/]material[\\/]Select[\\/]/, shim: 'Menu.tsx' },
  '../Popper/index.mjs': {
    importers: /[\\/]@mui[\\/]material[\\/](Tooltip|Autocomplete)[\\/]/,
    shim: 'Popper.tsx',
  },
};

/** The stand-in for `source` imported by `importer`, or null. */
export function lazyOverlayFor(source: string, importer: string | undefined, root: string): string | null {
  // The app's `import Dialog from '@mui/material/Dialog'` (ESLint keeps values off the barrel), but not the stand-in's
  // own import of the real Dialog; and `import { Dialog } from '@mui/material'`, through the index's re-export.
  if (
    source === '@mui/material/Dialog' &&
    importer &&
    !/[\\/]node_modules[\\/]/.test(importer) &&
    !importer.startsWith(join(root, SHIMS))
  )
    return LAZY_DIALOG;
  if (source === './Dialog/index.mjs' && importer && /[\\/]@mui[\\/]material[\\/]index\.mjs$/.test(importer))
    return LAZY_DIALOG;
  const rule = LAZY_OVERLAYS[source];
  if (!rule || !importer || !rule.importers.test(importer)) return null;
  return join(root, SHIMS, rule.shim);
}

export function lazyOverlaysPlugin(): Plugin {
  let active = false;
  let root = '';
  return {
    name: 'atelier-lazy-overlays',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      active = !config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
      root = config.root;
    },
    resolveId(source, importer) {
      return active ? lazyOverlayFor(source, importer, root) : null;
    },
    load(id) {
      return id === LAZY_DIALOG ? lazyDialogModule(root) : null;
    },
  };
}
