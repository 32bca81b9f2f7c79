import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { planSearchChunks } from './chunk-plan';

let dist: string;
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A first build: a manifest and, for each file, a source map naming the modules it holds. */
function firstBuild(files: Record<string, string[]>, manifest: Record<string, unknown>) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-plan-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, sources] of Object.entries(files)) {
    fs.writeFileSync(path.join(dist, file), '');
    // Source maps name modules relative to the file, as the bundler writes them.
    const relative = sources.map((s) => path.relative(path.join(dist, 'assets'), s));
    fs.writeFileSync(path.join(dist, `${file}.map`), JSON.stringify({ sources: relative }));
  }
}

const lib = (name: string) => `/app/node_modules/${name}.mjs`;

describe('the search page chunk plan', () => {
  it('gathers what the search page shares, in two files, and leaves out what signing in loads', () => {
    firstBuild(
      {
        'assets/index.js': ['/app/src/main.tsx'],
        'assets/react-1.js': [lib('react-dom')],
        'assets/app-layout.js': ['/app/src/app/layouts/app-layout.tsx'],
        'assets/sourcing.js': ['/app/src/app/routes/sourcing.tsx', lib('only-search')],
        'assets/Menu.js': [lib('menu'), lib('popover')],
        'assets/Button.js': [lib('button')],
        'assets/Select.js': [lib('select')],
        'assets/login.js': ['/app/src/app/routes/login.tsx'],
        'assets/signup.js': ['/app/src/app/routes/signup.tsx'],
        'assets/shared-profile.js': ['/app/src/app/routes/shared-profile.tsx'],
      },
      {
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_react'],
          dynamicImports: [
            'src/app/layouts/app-layout.tsx',
            'src/app/routes/sourcing.tsx',
            'src/app/routes/login.tsx',
            'src/app/routes/signup.tsx',
            'src/app/routes/shared-profile.tsx',
          ],
        },
        _react: { file: 'assets/react-1.js' },
        _menu: { file: 'assets/Menu.js' },
        _button: { file: 'assets/Button.js' },
        _select: { file: 'assets/Select.js' },
        'src/app/layouts/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['_menu', '_button'] },
        'src/app/routes/sourcing.tsx': {
          file: 'assets/sourcing.js',
          imports: ['_menu', '_select', '_button'],
        },
        'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_button'] },
        'src/app/routes/signup.tsx': { file: 'assets/signup.js', imports: ['_select', '_button'] },
        'src/app/routes/shared-profile.tsx': { file: 'assets/shared-profile.js', imports: [] },
      },
    );
    expect(planSearchChunks(dist)).toEqual({
      // Not the page's own modules, the entry's or React: only what sits in files shared with others.
      signedIn: [lib('menu'), lib('popover')],
      // Sign-up uses the select too; sign-in's button stays out of both.
      guest: [lib('select')],
    });
  });
});
