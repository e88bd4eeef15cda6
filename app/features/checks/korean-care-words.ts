// Round twenty (ADR 0039): Sino-Korean words of welfare and medicine that Hunspell's Korean dictionary and the
// hanja list lack, by family — people cared for (患兒 환아, 嬰幼兒 영유아, 要保護 요보호), households by
// their support (한부모: one parent, 次上位 차상위: just above the basic-livelihood line). Each is a noun of
// 표준국어대사전 or of the welfare law's own words; a particle after it is cut before the look-up, and it may
// be a part of a compound (중증+환아, 한부모+가정, 차상위+계층, 요보호+아동).
export const KO_CARE_WORDS = [
  // Patients and children in care.
  '환아',
  '영유아',
  '요보호',
  // Households by their support.
  '한부모',
  '차상위',
];
