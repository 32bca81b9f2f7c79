import { describe, expect, it } from 'vitest';
import { allFiles, entryCss, lazyKeys, type Manifest, routeFiles } from './bundle-manifest';

// The shape Vite 8 writes: shared chunks keyed `_name-hash.js`, pages by source path, and a page
// chunk that imports a module the bundler left in the entry (so imports can form a cycle).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-1.js', '_mantine-1.js'],
    dynamicImports: [
      'src/app/layouts/app-layout.tsx',
      'src/app/routes/login.tsx',
      'src/app/routes/sourcing.tsx',
    ],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_mantine-1.js': { file: 'assets/mantine-1.js', imports: ['_react-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_mantine-1.js', 'index.html'] },
  '_dnd-1.js': { file: 'assets/dnd-1.js' },
  '_menu-1.js': { file: 'assets/menu-1.js', imports: ['_mantine-1.js'] },
  'src/app/layouts/app-layout.tsx': {
    file: 'assets/app-layout-1.js',
    isDynamicEntry: true,
    imports: ['_menu-1.js', 'index.html'],
  },
  'src/app/routes/login.tsx': {
    file: 'assets/login-1.js',
    isDynamicEntry: true,
    imports: ['_form-1.js', 'index.html'],
  },
  'src/app/routes/sourcing.tsx': {
    file: 'assets/sourcing-1.js',
    isDynamicEntry: true,
    imports: ['_form-1.js'],
    dynamicImports: ['src/features/pipeline/board.tsx'],
  },
  'src/features/pipeline/board.tsx': {
    file: 'assets/board-1.js',
    isDynamicEntry: true,
    imports: ['_dnd-1.js'],
  },
};

describe('routeFiles', () => {
  it('takes the entry, the page and their static imports once each, entry first', () => {
    expect(routeFiles(manifest, ['src/app/routes/login.tsx'])).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/mantine-1.js',
      'assets/login-1.js',
      'assets/form-1.js',
    ]);
  });

  it('adds the signed-in shell and its imports before the page when asked to', () => {
    expect(routeFiles(manifest, ['src/app/layouts/app-layout.tsx', 'src/app/routes/sourcing.tsx'])).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/mantine-1.js',
      'assets/app-layout-1.js',
      'assets/menu-1.js',
      'assets/sourcing-1.js',
      'assets/form-1.js',
    ]);
  });

  it('does not follow dynamic imports: a lazily loaded part of a page is not part of showing it', () => {
    const files = routeFiles(manifest, ['src/app/routes/sourcing.tsx']);
    expect(files).toContain('assets/sourcing-1.js');
    expect(files).not.toContain('assets/board-1.js');
    expect(files).not.toContain('assets/dnd-1.js');
  });

  it('fails loudly on a key the manifest does not have', () => {
    expect(() => routeFiles(manifest, ['src/app/routes/missing.tsx'])).toThrow(/no chunk/);
  });
});

describe('manifest helpers', () => {
  it('finds the lazy parts as the entry dynamic imports, every JS file, and the entry CSS', () => {
    expect(lazyKeys(manifest)).toEqual([
      'src/app/layouts/app-layout.tsx',
      'src/app/routes/login.tsx',
      'src/app/routes/sourcing.tsx',
    ]);
    expect(allFiles(manifest)).toHaveLength(10);
    expect(allFiles(manifest)).not.toContain('assets/index-1.css');
    expect(entryCss(manifest)).toEqual(['assets/index-1.css']);
  });

  it('rejects a manifest without exactly one entry', () => {
    expect(() => lazyKeys({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });
});
