// Phone numbers, e-mail addresses and links. The resume shape has no field for them: they are
// recognised so that they never end up in another field (a phone number is not a period or a GPA).

const KR_MOBILE = String.raw`(?:\+82[\s.-]?|\(\+82\)\s?|0)1[016789][\s.-]?\d{3,4}[\s.-]?\d{4}`;
const KR_LANDLINE = String.raw`(?:\+82[\s.-]?|0)(?:2|[3-6]\d)[\s.)-]?\d{3,4}[\s.-]?\d{4}`;
const ID_MOBILE = String.raw`(?:\+62[\s.-]?|\(\+62\)\s?|62|0)8\d{1,2}[\s.-]?\d{3,4}[\s.-]?\d{3,5}`;
const ID_LANDLINE = String.raw`(?:\+62[\s.-]?|0)(?:2\d|[3-9]\d{1,2})[\s.)-]?\d{3,4}[\s.-]?\d{3,5}`;
const INTERNATIONAL = String.raw`\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}`;

const PHONE = new RegExp(
  String.raw`(?<![\w.])(?:${[KR_MOBILE, ID_MOBILE, KR_LANDLINE, ID_LANDLINE, INTERNATIONAL].join('|')})(?![\d])`,
  'g',
);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL =
  /\b(?:https?:\/\/|www\.)\S+|\b(?:github|gitlab|linkedin|behance|notion|velog|tistory)\.(?:com|io|so|site)\/?\S*/gi;

export type Contacts = { phones: string[]; emails: string[]; urls: string[] };

/** The text with phones, e-mails and links blanked out, and what was found. */
export function stripContacts(text: string): { text: string; contacts: Contacts } {
  const contacts: Contacts = { phones: [], emails: [], urls: [] };
  const stripped = text
    .replace(EMAIL, (m) => (contacts.emails.push(m), ' '))
    .replace(URL, (m) => (contacts.urls.push(m), ' '))
    .replace(PHONE, (m) => (contacts.phones.push(m.trim()), ' '));
  return { text: stripped.replace(/[ ]{2,}/g, ' '), contacts };
}

export function hasContacts(contacts: Contacts): boolean {
  return contacts.phones.length + contacts.emails.length + contacts.urls.length > 0;
}

/** The country a phone number belongs to, when the prefix says so. */
export function countryOfPhone(phone: string): 'KR' | 'ID' | '' {
  const p = phone.replace(/[\s().-]/g, '');
  if (/^\+82|^01[016789]/.test(p)) return 'KR';
  if (/^\+62|^628|^08/.test(p)) return 'ID';
  return '';
}
