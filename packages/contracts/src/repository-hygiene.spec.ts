import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Comments say what a rule is in the project's own words. A pointer to a document that lives
 * outside the repository (a spec section, a design note, a tracker issue) means nothing to the
 * next reader, so no tracked source file may carry one.
 */
const REPO_ROOT = path.resolve(__dirname, '../../..');
const SOURCE = /\.(?:ts|tsx|mjs|cjs|js)$/;
const OUTSIDE_REFERENCE = /spec §|spec\.md|design\.md|design §|stack-notes|\b[Ii]ssue #?\d|§\s?\d/;

function trackedSources(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return out.split('\0').filter((file) => SOURCE.test(file));
}

describe('repository hygiene', () => {
  it('finds the tracked source files', () => {
    expect(trackedSources().length).toBeGreaterThan(100);
  });

  it('no source file cites a document outside the repository', () => {
    const self = path.relative(REPO_ROOT, __filename).split(path.sep).join('/');
    const offenders: string[] = [];
    for (const file of trackedSources()) {
      if (file === self) continue;
      let text: string;
      try {
        text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      } catch {
        continue; // deleted in the working tree but not yet in the index
      }
      text.split('\n').forEach((line, index) => {
        if (OUTSIDE_REFERENCE.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
