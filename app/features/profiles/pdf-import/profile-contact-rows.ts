// A design tool's sidebar titles the person's rows "PROFILE" (a birth date, a phone, an e-mail, a place, each
// after an icon), the word an online builder uses for an introduction. Read as the introduction, the rows gave
// no birth date and no address. A section so titled whose every line is short, no sentence, and among them a
// phone or an e-mail, holds the person's rows.
import { hasContacts, stripContacts } from './contacts';
import { endsSentence } from './text';

/** Whether an introduction's lines are the person's rows instead. */
export function isContactRows(lines: string[]): boolean {
  const filled = lines.map((l) => l.trim()).filter(Boolean);
  if (filled.length < 2 || filled.length > 8) return false;
  if (filled.some((l) => l.length > 60 || endsSentence(l))) return false;
  return filled.some((l) => hasContacts(stripContacts(l).contacts));
}
