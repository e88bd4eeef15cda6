// The one-syllable bound suffixes (spelling.ts's boundSuffixed), in a file of their own so that the word
// kinds (korean-field-words.ts) read them without importing spelling.ts.

/**
 * One-syllable bound suffixes written glued to a noun: 팀 (team), 제 (system), 후 (after), 처 (office),
 * 차 (vehicle, order, tea: 첫물차), 부 (department), 과 (section), 실 (room), 소 (place), 청 (agency), 원 (institute),
 * 사 (company), 조, 반 (a crew, a class: 야간조, 오전반; round 22), 작 (a work: 연재작; round 29), 주 (an
 * owner: 목장주, 상가주; round 34).
 */
export const KO_BOUND_SUFFIXES = [...'팀제후처차부과실소청원사조반작주'];
