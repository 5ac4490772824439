import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const preset = path.join(root, 'packages/web-kit/build/rspack-preset.ts');

/** shell/ and every mfe-*: the web builds whose output the web tier serves. */
const webBuilds = readdirSync(root).filter((folder) => folder === 'shell' || /^mfe-/.test(folder));

/*
 * Production builds keep their source maps for decoding error reports, but never point the
 * browser at them: no sourceMappingURL comment in a bundle (and the web tier answers 404 for
 * *.map, see the gateway and nginx tests).
 */
describe('production web builds hide their source maps', () => {
  it('a production build with the shared preset writes maps but no sourceMappingURL', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'web-source-maps-'));
    mkdirSync(path.join(project, 'src'));
    writeFileSync(
      path.join(project, 'src/index.ts'),
      "export const greet = (name: string): string => `Namaste ${name}`;\ndocument.title = greet('shop');\n",
    );
    writeFileSync(
      path.join(project, 'rspack.config.ts'),
      `import { browserBase } from ${JSON.stringify(preset)};\n` +
        `export default () => ({ ...browserBase({ root: ${JSON.stringify(project)}, development: false }), entry: { main: './src/index.ts' } });\n`,
    );
    execFileSync(
      path.join(root, 'node_modules/.bin/rspack'),
      ['build', '--mode', 'production', '-c', path.join(project, 'rspack.config.ts')],
      { cwd: project, stdio: 'pipe', env: { ...process.env, BUILD_OUT_DIR: '' } },
    );
    const files = readdirSync(path.join(project, 'dist'));
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts).toEqual([expect.stringMatching(/^main\.[0-9a-f]{8}\.js$/)]);
    expect(files).toContain(`${scripts[0]}.map`);
    for (const script of scripts) {
      expect(readFileSync(path.join(project, 'dist', script), 'utf8')).not.toContain('sourceMappingURL');
    }
  }, 60_000);

  it.each(webBuilds)('%s builds on the shared preset and keeps its devtool', (folder) => {
    const config = readFileSync(path.join(root, folder, 'rspack.config.ts'), 'utf8');
    expect(config).toMatch(/\b(browserBase|remoteConfig)\(/);
    expect(config).not.toMatch(/\bdevtool\b/);
  });

  it('finds the shell and the four remotes', () => {
    expect(webBuilds).toEqual(
      expect.arrayContaining(['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-admin']),
    );
  });
});
