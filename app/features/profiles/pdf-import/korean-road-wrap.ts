// A Korean address cut by a narrow column inside the road's name: "부산광역시 해운대구 센텀중앙" over "로 97",
// "서울특별시 마포구 월드컵북" over "로 396". The road's ending and number on the next line are the same word;
// the address read back stopped at the cut. Joined without a space.

/** A Korean address's start: a province, city or district word, then the words up to the cut, ending in Hangul. */
const CUT = /^(?:\S+(?:특별시|광역시|특별자치시|특별자치도|도|시|군|구))(?:\s+\S+)*[가-힣]$/u;
/** The road's ending and its number ("로 97", "길 15-3", "번길 8", "대로 1200"), and anything after it. */
const ROAD_END = /^(?:로|길|대로|번길)\s*\d{1,5}(?:-\d{1,4})?(?:[\s,(].*)?$/u;

/** Whether `next` finishes the road's name `line` was cut in. */
export const roadWrapped = (line: string, next: string) =>
  CUT.test(line.trim()) && /\s/u.test(line.trim()) && ROAD_END.test(next.trim());
