// Round thirty (issue 36): the grades of milled rice in the inspection standard's words (국립농산물품질관리원,
// 쌀 품위 검사: 완전미, 싸라기, 분상질립, 피해립, 열손립, 착색립, 동할미, 쇄미, 이물), which a rice processing
// complex (RPC) or a mill writes in every report; the Korean dictionaries lack most. A closed list: the
// standard's own terms. Each is a noun; a particle after it is cut before the look-up (싸라기가, 완전미를).
export const KO_GRAIN_GRADES = [
  '완전미',
  '완전립',
  '싸라기',
  '분상질립',
  '피해립',
  '열손립',
  '착색립',
  '착색미',
  '동할미',
  '동할립',
  '쇄미',
  '이종곡립',
  '청미',
  '사미',
];
