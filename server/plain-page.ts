import type { Request, Response } from 'express';
import en from '../app/locales/en/errors.json' with { type: 'json' };
import id from '../app/locales/id/errors.json' with { type: 'json' };
import ko from '../app/locales/ko/errors.json' with { type: 'json' };
import { isLanguage, languageFromAcceptLanguage, type Language } from '../app/lib/i18n';

const MESSAGES = { ko, en, id };
type Key = 'status.400' | 'status.413' | 'status.429' | 'status.500' | 'crossSite' | 'misdirected';

function languageOf(req: Request): Language {
  const saved = req.get('cookie')?.match(/(?:^|;\s*)lng=([^;]+)/)?.[1];
  if (saved) {
    try {
      const value = JSON.parse(Buffer.from(decodeURIComponent(saved), 'base64').toString());
      if (isLanguage(value)) return value;
    } catch {
      /* fall through to the header */
    }
  }
  return languageFromAcceptLanguage(req.get('accept-language'));
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The host's own answers (rate limit, cross-site refusal, last-resort error) as a small page in the
 * visitor's language, for requests that never reach Remix.
 */
export function sendPlainPage(req: Request, res: Response, status: number, key: Key, reference?: string) {
  const lng = languageOf(req);
  const texts = MESSAGES[lng];
  const entry =
    key === 'crossSite' || key === 'misdirected'
      ? texts[key]
      : texts.status[key.slice('status.'.length) as '400' | '413' | '429' | '500'];
  const ref = reference
    ? `<p><small>${escape(texts.reference.replace('{{id}}', reference))}</small></p>`
    : '';
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${lng}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(entry.title)}</title>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;text-align:center"><h1>${escape(entry.title)}</h1><p>${escape(entry.message)}</p>${ref}<p><a href="/">${escape(texts.returnHome)}</a></p></body></html>`,
    );
}
