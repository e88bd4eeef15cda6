import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { titleMeta } from '~/lib/meta';

describe('titleMeta', () => {
  it('titles a page by its loader’s title, and leaves a page without data untitled', () => {
    expect(titleMeta({ data: { title: '내 정보', other: 1 } })).toEqual([{ title: '내 정보' }]);
    expect(titleMeta({ data: undefined })).toEqual([]);
    expect(titleMeta({ data: null })).toEqual([]);
    expect(titleMeta({ data: { title: null } })).toEqual([]);
  });

  it('is the only way routes write a title-only meta', () => {
    const dir = path.join(process.cwd(), 'app/routes');
    const copies = fs
      .readdirSync(dir)
      .filter((f) => /\[\{ title: data\??\.title \}\]/.test(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((f) => !/name: 'description'|httpEquiv/.test(fs.readFileSync(path.join(dir, f), 'utf8')));
    expect(copies).toEqual([]);
  });
});
