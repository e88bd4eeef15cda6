// The person: country, region, address and birth from labelled lines ("주소: ...", "Born  March 1998",
// "Alamat\tJl. ..."), the header's contact line and, failing labels, the address and the phone prefix.
import { birthOfDayNote, birthYearOfNote } from './name-sex-age';
import { withoutIcon } from './contact-icons';
import type { Person } from '#db/schema/profiles';
import { countryOfPhone, hasContacts, stripContacts } from './contacts';
import { cut, findDates, findPeriod, parseBirth } from './dates';
import { isRunningText, regionAsAddress } from './region-label-address';
import { withoutSpacedLabels } from './spaced-contact-labels';
import { hangulNameRow, isNameSubLabel } from './hangul-name-row';
import { birthYearWrapped, withoutBirthPlace } from './birth-place-line';
import { sectionCity } from './contact-section-city';
import { labelRowsOverValues } from './label-row-over-values';
import { placesAsAddress } from './region-places-address';
import { roadWrapped } from './korean-road-wrap';
import { foreignPlace } from './foreign-place';
import { isCountryName, isPlacesLine } from './places-line';
import { labelCell, labelled, parts, stripBullet, tidy, withoutScriptMark } from './text';
import { COUNTRIES, PERSON_LABELS, PHOTO_CAPTION, isCity, key, type PersonField } from './vocabulary';

export type PersonResult = { person: Person; name: string | null };

type Pair = { label: PersonField; value: string };

export function parsePerson(headerLines: string[], sectionLines: string[]): PersonResult {
  const person: Person = { country: '', region: '', address: '', birthYear: '', birthMonth: '' };
  let name: string | null = null;
  const phones: string[] = [];
  const unlabelled: string[] = [];
  let noteYear = '';
  let noteDay: { birthYear: string; birthMonth: string } | null = null;

  for (const [line, inSection] of [
    ...joinStacked(labelRowsOverValues(headerLines.map(withoutPhoto))).map((l) => [l, false] as const),
    ...joinStacked(sectionLines.map(withoutPhoto)).map((l) => [l, true] as const),
  ]) {
    const { text, contacts } = stripContacts(line);
    phones.push(...contacts.phones);
    const { pairs, rest: pieces } = labelPairs(text);
    // An icon before a contact piece read as a bullet ("• 경기도 성남시 …"): no part of it.
    // So is an icon glyph before it ("⌂ Jl. …", contact-icons.ts).
    const rest = pieces.map(stripBullet).map(withoutIcon);
    for (const pair of pairs) {
      // "성 명 | 한글 | 윤 도 현": the sub-label after the 성명 label is no name; the row gives it (hangul-name-row.ts).
      if (pair.label === 'name' && !name && pair.value && !isNameSubLabel(pair.value))
        name = tidy(withoutScriptMark(pair.value));
      else apply(person, pair);
    }
    // "한글 | 최유나" beside a photo cell merged over the name rows (hangul-name-row.ts).
    name ??= hangulNameRow(text);
    // "배준영 남, 1990년생 (만 36세)": the year of a portal's note (name-sex-age.ts), when no birth date is told.
    noteYear ||= pieces.map(birthYearOfNote).find(Boolean) ?? '';
    // "주현우 남, 1991.08.02 (만 35세)": the whole day of birth in the note gives the month too (name-sex-age.ts).
    noteDay ??= pieces.map(birthOfDayNote).find(Boolean) ?? null;
    if (inSection) unlabelled.push(...rest);
    else {
      rest.forEach((piece) => takePlace(person, piece));
      // "… | 010-… | Singapore": a city alone among the contacts is where the person lives.
      // "Medan, Sumatera Utara": a city and its province; the region is the province, as for an
      // address, and the place as written is the address.
      const city = hasContacts(contacts) ? rest.find((piece) => isCity(piece)) : undefined;
      const province = city?.match(/^([^,]{2,30}),\s*([^,]{2,30})$/);
      if (city && !person.region && province && !countryCode(province[2])) {
        person.region = tidy(province[2]);
        person.address ||= tidy(city);
      } else if (city && !person.region) person.region = tidy(city);
      // Unlabelled in the header: an address among the pieces, a birth date closing the contact line.
      // "Kuta Selatan, Badung, Bali · …@… · +62 …": places alone on the contact line (places-line.ts).
      const address = rest.find(looksLikeAddress) ?? (hasContacts(contacts) ? rest.find(isPlacesLine) : undefined);
      if (address && !person.address) person.address = tidy(address);
      if (hasContacts(contacts) && rest.length > 0) {
        takeBareBirth(person, rest[rest.length - 1]);
        // "1994.08.17 · 010-… · …@…": a full date (day and all) opening the contact line is the birth date,
        // or anywhere among its pieces ("010-… · …@… · 1994.08.17 · 경기도 …").
        rest.forEach((piece) => takeBareBirth(person, piece, true));
      }
      // A contact block laid out as a grid ("010-… | …@…" over "address | 1995.08.14"): a full date
      // (day and all) closing a header line under the contacts is the birth date too.
      else if (phones.length > 0 && rest.length > 0) takeBareBirth(person, rest[rest.length - 1], true);
    }
  }

  // A profile block's date alone on its line beside the phone ("1993.04.27" over "010-…"): the birth date.
  if (phones.length > 0) unlabelled.forEach((piece) => takeBareBirth(person, piece, true));
  for (const piece of unlabelled) {
    const country = countryCode(piece);
    // "Jakarta, Indonesia" under a sidebar's CONTACT heading (contact-section-city.ts).
    const city = person.region ? null : sectionCity(piece);
    // "Fitzroy, Victoria, Australia", "Austin, TX" under it: a place abroad keeps its text, no country (foreign-place.ts).
    const abroad = person.region || person.address ? null : foreignPlace(piece);
    if (country && !person.country) person.country = country;
    else if (city) {
      person.region = city.region;
      person.country ||= city.country;
    } else if (abroad) Object.assign(person, abroad);
    else if (!person.address && looksLikeAddress(piece)) person.address = tidy(piece);
  }
  if (noteDay && !person.birthYear) Object.assign(person, noteDay);
  person.birthYear ||= noteYear;
  regionAsAddress(person);
  placesAsAddress(person);
  if (!person.region && person.address) person.region = regionOfAddress(person.address);
  if (!person.country)
    person.country = countryOfAddress(person.address) || phones.map(countryOfPhone).find(Boolean) || '';
  return { person, name };
}

/**
 * Lines put back together where a narrow column broke them: a label alone on its line with its value
 * on the next one ("Tempat, Tanggal Lahir" over "Bandung, 17 Agustus 1996") becomes "label: value",
 * and an address that stops at a comma goes on in the next line ("Jl. Juanda No. 118, Dago," over
 * "Coblong, Bandung").
 */
function joinStacked(lines: string[]): string[] {
  const free = (text: string) =>
    text !== '' &&
    !text.includes('\t') &&
    !labelCell(text, PERSON_LABELS) &&
    !labelled(text, PERSON_LABELS) &&
    !hasContacts(stripContacts(text).contacts);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = i;
    let line = lines[i].trim();
    // The value under its label, a blank line between them when the label is set as a heading (a
    // sidebar's "생년월일" over "1995.07.14").
    const under = lines[i + 1]?.trim() === '' ? i + 2 : i + 1;
    if (labelCell(line, PERSON_LABELS) && free(lines[under]?.trim() ?? '')) {
      let value = lines[under].trim();
      i = under;
      // A value that stops at a comma goes on with places ("Jl. … No. 17," over "Pekanbaru, Riau").
      while (/,$/.test(value) && placesGoOn(lines[i + 1] ?? '') && free(lines[i + 1].trim()))
        value = `${value} ${lines[++i].trim()}`;
      out.push(`${line}: ${value}`);
      continue;
    }
    // "…센텀중앙" over "로 97": a Korean road's name cut before its ending (korean-road-wrap.ts).
    if (roadWrapped(stripContacts(line).text, lines[i + 1] ?? '')) line = `${line}${lines[++i].trim()}`;
    // The rest may stop at a comma again ("Coblong," over "Bandung 40132"); a labelled address may
    // also break inside a place's name ("…, Medan" over "Petisah, Medan, Sumatera Utara") when the
    // line under it goes on with places.
    while (
      (/,$/.test(line) && looksLikeAddress(stripContacts(line).text.trim())) ||
      (i === first && labelled(line, PERSON_LABELS)?.label === 'address' && placesGoOn(lines[i + 1] ?? '')) ||
      countryWrapped(line, lines[i + 1] ?? '') ||
      birthYearWrapped(labelled(line, PERSON_LABELS)?.label === 'birth', line, lines[i + 1] ?? '')
    ) {
      const next = lines[i + 1]?.trim() ?? '';
      if (!free(next) || next.length > 60) break;
      line = `${line} ${next}`;
      i++;
    }
    out.push(i === first ? lines[i] : line);
  }
  return out;
}

/** A photo box's caption beside a row of labels ("FOTO 3x4" | "Jawa Tengah") is no part of the row. */
function withoutPhoto(line: string): string {
  const row = line.split('\t');
  const kept = row.filter((c) => !PHOTO_CAPTION.test(c.trim()));
  return kept.length === row.length ? line : kept.join('\t');
}

/** A line of places: a name, a comma and more names ("Petisah, Medan, Sumatera Utara"), no house number. */
const placesGoOn = (next: string) => {
  const text = next.trim();
  return /^[\p{L}][^:：\t]*,\s*\p{L}/u.test(text) && !/\d{3,}/.test(text.replace(/\b\d{5}\b/, ''));
};

/** "1995.08.21" or "14 February 1997" alone at the end of a contact line: the birth date. */
function takeBareBirth(person: Person, piece: string, dayed = false) {
  piece = dayed ? withoutBirthPlace(piece) : piece;
  const dates = findDates(piece);
  const only =
    dates.length === 1 &&
    tidy(cut(piece, dates[0].index, dates[0].length)).replace(/[()]/g, '') === '' &&
    (!dayed || dates[0].day > 0);
  if (!person.birthYear && only && dates[0].month > 0 && !findPeriod(piece)) {
    person.birthYear = dates[0].year;
    person.birthMonth = String(dates[0].month);
  }
}

/** "Label: value" pieces and "Label | value" cell pairs of a line (a lone colon cell between them is
 * dropped, as in "Nama | : | Dewi"); what is left unlabelled. */
function labelPairs(line: string): { pairs: Pair[]; rest: string[] } {
  const pieces = parts(line).filter((p) => !/^[:：]$/.test(p));
  const pairs: Pair[] = [];
  const rest: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const inline = labelled(pieces[i], PERSON_LABELS);
    if (inline) {
      pairs.push(inline);
      continue;
    }
    const label = labelCell(pieces[i], PERSON_LABELS);
    if (label && i + 1 < pieces.length && !labelCell(pieces[i + 1], PERSON_LABELS)) {
      pairs.push({ label, value: pieces[++i] });
      continue;
    }
    // "주소 대전광역시 유성구 대학로 291": an address label before its value, no colon or gap.
    const lived = pieces[i].match(/^(주소|거주지|현주소)\s+(\S+\s+\S.*)$/);
    if (lived) {
      pairs.push({ label: 'address', value: lived[2] });
      continue;
    }
    // "Born March 1998", "Lahir 12 Maret 1998", "Date of birth 21/06/1987" (Europass): a birth label
    // followed by its date, no colon.
    const born = pieces[i].match(
      /^(born|lahir|birth|date of birth|birth date|tanggal lahir|생년월일|출생)\s+(.+)$/i,
    );
    if (born && parseBirth(born[2])) {
      pairs.push({ label: 'birth', value: born[2] });
      continue;
    }
    // "1991년 4월 17일생", "1995.08.21 생": a date marked as the day of birth after it.
    const bornOn = pieces[i].match(/^(.*(?:\d|년|월|일)\.?)\s*[(（]?생[)）]?$/);
    if (bornOn && findDates(bornOn[1]).length === 1 && parseBirth(bornOn[1])) {
      pairs.push({ label: 'birth', value: bornOn[1] });
      continue;
    }
    // "Email Location 서울특별시 송파구": labels left bare before a place (spaced-contact-labels.ts).
    if (!label) rest.push(withoutSpacedLabels(pieces[i], looksLikeAddress));
  }
  return { pairs, rest };
}

/** "Seoul, South Korea" or "Bandung, Indonesia" in a header's contact line; "Dayton, Ohio" (us-state-place.ts). */
function takePlace(person: Person, piece: string) {
  // The résumé's country is one of the service's (KR, ID): a place abroad ("Dayton, OH", "Mount Albert,
  // Auckland, New Zealand") gives its region and address, never a country (foreign-place.ts).
  const abroad = person.region ? null : foreignPlace(piece);
  if (abroad) {
    person.region = abroad.region;
    person.address ||= tidy(abroad.address);
    return;
  }
  const match = piece.match(/^([^,]{2,40}),\s*([^,]{2,30})$/);
  const country = match ? countryCode(match[2]) : '';
  if (!match || !country) return;
  person.country ||= country;
  person.region ||= tidy(match[1]);
}

function apply(person: Person, { label, value }: Pair) {
  const v = tidy(value);
  if (!v) return;
  if (label === 'country' && !person.country) person.country = countryCode(v);
  // "Location  Portland, OR 97214": a place abroad under a region label is split as on a contact line (foreign-place.ts).
  else if (label === 'region' && !person.region) {
    const abroad = foreignPlace(v);
    person.region = abroad?.region ?? v;
    if (abroad) person.address ||= abroad.address;
  }
  else if (label === 'address' && !person.address) person.address = v;
  else if (label === 'birth' && !person.birthYear) {
    const birth = parseBirth(v);
    if (birth) Object.assign(person, birth);
  }
}

/** 'KR' or 'ID' for a country (or nationality) name in the three languages; '' otherwise. */
export function countryCode(text: string): 'KR' | 'ID' | '' {
  return COUNTRIES.get(key(text)) ?? '';
}

/**
 * Places without a house number, the last a country: "Mapo-gu, Seoul, South Korea", "Seongnam,
 * Gyeonggi-do, South Korea" (three pieces at least, each a capitalised name).
 */
function placesWithCountry(text: string): boolean {
  const pieces = text.split(/\s*,\s*/);
  return (
    pieces.length >= 3 &&
    countryCode(pieces[pieces.length - 1]) !== '' &&
    pieces.every((p) => /^\p{Lu}[\p{L}'’. -]{1,30}$/u.test(p))
  );
}

/** Places whose country a narrow column broke ("Seongnam, Gyeonggi-do, South" over "Korea"). */
function countryWrapped(line: string, next: string): boolean {
  return (
    next.trim() !== '' &&
    !/[,\t]/.test(next) &&
    placesWithCountry(`${line.trim()} ${next.trim()}`) &&
    !placesWithCountry(line.trim())
  );
}

function looksLikeAddress(text: string): boolean {
  if (text.length < 6 || text.length > 120 || isRunningText(text)) return false;
  if (placesWithCountry(text)) return true;
  if (/[가-힣]+(?:시|도|구|군)\s+\S+(?:구|동|읍|면|로|길)/.test(text)) return true;
  if (/\b(?:Jl\.|Jalan|Gg\.|Kec\.|Kel\.|Kab\.|RT\s?\d|RW\s?\d|No\.\s?\d)/i.test(text)) return true;
  return (
    /\d/.test(text) &&
    /\b(?:street|st\.|road|rd\.|avenue|ave\.|blvd|-ro|-gil|-daero|-gu|apt\.?|suite)\b/i.test(text)
  );
}

/** The city or province an address starts (Korean) or ends (Latin script) with. */
export function regionOfAddress(address: string): string {
  const korean = address.match(/^(\S+(?:특별시|광역시|특별자치시))|^(\S+도)\s+(\S+[시군])|^(\S+(?:도|시))/);
  // The first-level division: "경기도 성남시 …" is in 경기도, a city of a province is not its region.
  if (korean) return korean[1] ?? korean[2] ?? korean[4];
  const pieces = address.split(',');
  // "Mapo-gu, Seoul, South Korea": the country after the places is no region.
  if (pieces.length >= 3 && isCountryName(pieces[pieces.length - 1])) pieces.pop();
  const last =
    pieces
      .pop()
      ?.replace(/\d{4,6}/g, '')
      .trim() ?? '';
  return /\p{L}/u.test(last) && last.length <= 30 && last !== address.trim() ? last : '';
}

function countryOfAddress(address: string): 'KR' | 'ID' | '' {
  // "Makassar, Sulawesi Selatan, Indonesia": the country the places end with.
  const last = address.includes(',') ? countryCode(address.slice(address.lastIndexOf(',') + 1)) : '';
  if (last) return last;
  if (/[가-힣]/.test(address)) return 'KR';
  if (
    /\b(?:Jl\.|Jalan|Kec\.|Kel\.|Kab\.|Jakarta|Surabaya|Bandung|Medan|Yogyakarta|Semarang|Bali|Jawa)\b/i.test(
      address,
    )
  )
    return 'ID';
  if (/\b(?:Seoul|Busan|Incheon|Daegu|Daejeon|Gwangju|Ulsan|Gyeonggi)\b|-(?:gu|ro|gil)\b/i.test(address))
    return 'KR';
  return '';
}
