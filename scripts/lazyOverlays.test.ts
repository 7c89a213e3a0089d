/** @jest-environment node */
import { LAZY_DIALOG, lazyOverlayFor } from './lazyOverlays';

/** scripts/lazyOverlays.ts: which imports the build points at src/components/lazyOverlays. */
describe('the build points MUI’s own overlay imports at the stand-ins', () => {
  const mui = '/app/node_modules/@mui/material';
  it.each([
    ['../Modal/index.mjs', `${mui}/Dialog/Dialog.mjs`, 'Modal.tsx'],
    ['../Modal/index.mjs', `${mui}/Popover/Popover.mjs`, 'Modal.tsx'],
    ['../Modal/index.mjs', `${mui}/Drawer/Drawer.mjs`, 'Modal.tsx'],
    ['../Menu/Menu.mjs', `${mui}/Select/SelectInput.mjs`, 'Menu.tsx'],
    ['../Popper/index.mjs', `${mui}/Tooltip/Tooltip.mjs`, 'Popper.tsx'],
  ])('%s from %s', (source, importer, shim) => {
    expect(lazyOverlayFor(source, importer, '/app')).toMatch(
      new RegExp(`src/components/lazyOverlays/${shim}$`),
    );
  });

  it('the app’s Dialog import from the package index', () => {
    expect(lazyOverlayFor('./Dialog/index.mjs', `${mui}/index.mjs`, '/app')).toBe(LAZY_DIALOG);
  });

  it('the app’s Dialog import from its own path, but not the stand-in’s or MUI’s own', () => {
    expect(lazyOverlayFor('@mui/material/Dialog', '/app/src/components/AppDialog.tsx', '/app')).toBe(
      LAZY_DIALOG,
    );
    expect(
      lazyOverlayFor('@mui/material/Dialog', '/app/src/components/lazyOverlays/Dialog.tsx', '/app'),
    ).toBeNull();
    expect(lazyOverlayFor('@mui/material/Dialog', `${mui}/index.mjs`, '/app')).toBeNull();
  });

  it('leaves every other import alone, the stand-ins’ own imports included', () => {
    expect(
      lazyOverlayFor('../Modal/index.mjs', `${mui}/Unstable_TrapFocus/FocusTrap.mjs`, '/app'),
    ).toBeNull();
    expect(
      lazyOverlayFor('@mui/material/Modal', '/app/src/components/lazyOverlays/Modal.tsx', '/app'),
    ).toBeNull();
    expect(lazyOverlayFor('./Dialog/index.mjs', '/app/src/features/x.tsx', '/app')).toBeNull();
    expect(lazyOverlayFor('../Menu/Menu.mjs', undefined, '/app')).toBeNull();
  });
});
