// A job site's count of the entries beside a section's heading, in a title bar: "학력 2건", "자격증 3건", "경력 총
// 4건", "보유 기술 5개". The heading was not read as one (the count made the line a sentence), so the section's
// lines fell into the one before it. The count names no field: the line is the heading alone.

/** "2건", "총 4건", "5개", "(3건)": a count of a section's entries and nothing else. */
const COUNT = /^[(（]?\s*(?:총\s*)?\d{1,3}\s*(?:건|개)\s*[)）]?$/u;

export const isEntryCount = (note: string) => COUNT.test(note.trim());
