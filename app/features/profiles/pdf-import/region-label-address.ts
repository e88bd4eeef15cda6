// A place under a region label ("거주지: 경기도 성남시 분당구", "Location: 서울특별시 마포구 성산동", a Notion
// page's contact bullets) that names more than the first-level division, when the résumé gives no address,
// is the address: the region is that division ("경기도", "서울특별시") and the address the place as written.
// A place that is only the division ("거주지: 서울특별시") stays the region, and so does a region written
// beside an address of its own ("지역: 경기도 성남시" with "주소: …"), as the résumé split them. And a line of running text ("… 왔습니다. 돈이 틀리지 않는 …", an
// intro's sentences) is no address, though a word in it ends like a place ("나도 스스로").
import type { Person } from '#db/schema/profiles';

/** The first-level division a Korean place starts with: a 특별시/광역시/특별자치시, or a 도 before its city. */
const KOREAN_DIVISION = /^(\S+(?:특별시|광역시|특별자치시|특별자치도|도))\s+\S/u;

export function regionAsAddress(person: Person) {
  if (person.address) return;
  const division = KOREAN_DIVISION.exec(person.region)?.[1];
  if (!division) return;
  person.address = person.region;
  person.region = division;
}

/** A Korean sentence's ending ("…습니다.", "…합니다", "…했다."): running text, no place. */
export const isRunningText = (text: string) => /(?:니다[.!?]?|[가-힣]다[.!?])(?:\s|$)/u.test(text);
