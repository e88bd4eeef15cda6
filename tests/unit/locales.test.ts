import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '~/lib/errors';
import { LANGUAGES } from '~/lib/i18n';

const ROOT = path.resolve('app/locales');

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function keysOf(lng: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const file of fs.readdirSync(path.join(ROOT, lng)).filter((f) => f.endsWith('.json'))) {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, lng, file), 'utf8'));
    result.set(file, flatten(json).sort());
  }
  return result;
}

describe('locales', () => {
  const trees = Object.fromEntries(LANGUAGES.map((l) => [l, keysOf(l)]));

  it('have the same namespaces in ko, en and id', () => {
    const names = LANGUAGES.map((l) => [...trees[l].keys()].sort());
    expect(names[1]).toEqual(names[0]);
    expect(names[2]).toEqual(names[0]);
  });

  for (const ns of [...keysOf('en').keys()]) {
    it(`${ns} has the same keys in every language`, () => {
      for (const lng of LANGUAGES) expect(trees[lng].get(ns), `${lng}/${ns}`).toEqual(trees.en.get(ns));
    });
  }

  it('has no empty message', () => {
    for (const lng of LANGUAGES) {
      for (const file of trees[lng].keys()) {
        const json = JSON.parse(fs.readFileSync(path.join(ROOT, lng, file), 'utf8'));
        for (const key of flatten(json)) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], json);
          expect(String(value).trim(), `${lng}/${file}:${key}`).not.toBe('');
        }
      }
    }
  });

  it('has a message for every error code of the spec', () => {
    const codes = flatten(JSON.parse(fs.readFileSync(path.join(ROOT, 'en/errors.json'), 'utf8')).code);
    for (const code of Object.values(ERROR_CODES)) expect(codes).toContain(String(code));
  });
});
