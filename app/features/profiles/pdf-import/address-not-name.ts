// The person's address set on the first line of the header ("Yuseong-gu, Daejeon, South Korea" at the top of a
// right-hand contact column, a line above the large name's baseline): it is no name. A header cell is left out
// of the name's candidates when it is the address the person's fields were read from, or a list of three places
// or more (capitalised names of one to three words set apart by commas): a person's name has one comma at most
// ("Baek, Hyunwoo"). A name closed by its credentials ("Jane Doe, RN, BSN") is three pieces too, but the pieces
// after the first are credentials, one of three letters or more (name-credentials.ts): a name, no address.
import { withoutCredentials } from './name-credentials';
import { tidy } from './text';

const PLACE = /^\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}?[\p{L}'’.-]+){0,2}$/u;

/** Whether the header cell is the read address, or places set apart by commas. */
export function isAddressCell(cell: string, address: string): boolean {
  const text = tidy(cell);
  if (address.length > 0 && text.toLowerCase() === tidy(address).toLowerCase()) return true;
  const pieces = text.replace(/\.$/, '').split(/\s*,\s*/);
  if (pieces.length < 3 || !pieces.every((p) => PLACE.test(p))) return false;
  const credentialed = withoutCredentials(text) !== text && pieces.slice(1).some((p) => p.length >= 3);
  return !credentialed;
}
