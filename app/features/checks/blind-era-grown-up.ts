// Round thirty (issue 36, ADR 0039): one's age told by the era one grew up or was born in, or the
// generation of things one grew up with — "Saya tumbuh di era Orde Baru", "lahir di tahun 1990", "삐삐와
// 공중전화 세대인 저는", "IMF 시절에 자랐습니다", "a child of the Walkman generation, I" — from the eighth
// first-person set's misses, by kind. The Indonesian place rule read "tumbuh di" as a hometown and took the
// span; an era after it is no place. A firm's era ("di era digital, perusahaan kami"), a product's
// generation (5세대 통신, 2세대 모델) and others' ("고객 대부분이 삐삐 세대라") are left alone.
import type { BlindRule } from './blind-lists';

export const ERA_GROWN_UP: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'age',
      re: /(?<![가-힣A-Za-z0-9])(?![0-9]+세대)[가-힣A-Za-z0-9]{1,10}(?:(?:와|과|·|,) ?[가-힣A-Za-z0-9]{1,10})? 세대(?:인 저|인 제가|로서 저|로 자란 저|로 자란 제가|에 속하는 저)|(?<![가-힣])(?:IMF|외환 ?위기|88 ?올림픽|2002 ?월드컵|삐삐|[가-힣]{2,6}) 시절에 (?:자랐|자란|태어났|태어난|학창 시절을 보냈|어린 시절을 보냈|초등학교를 다녔)/g,
    },
  ],
  en: [
    {
      why: 'age',
      re: /(?<![\w-])(?:[Aa]s )?(?:[Aa]|[Oo]ne) (?:child|kid|product|member) of the (?:[A-Z][\w-]+|[a-z]+(?:-[a-z]+)?) (?:generation|era|years)(?=,? I\b)|\bI (?:belong to|am part of|'m part of) the (?:[A-Z][\w-]+|[a-z]+) generation\b/g,
    },
  ],
  id: [
    {
      why: 'age',
      re: /\b(?:[Ss]aya|[Aa]ku)(?: [a-z]+){0,2}? (?:tumbuh|besar|dibesarkan|lahir)(?: besar)? (?:di|pada) (?:era|masa|zaman|jaman) (?:[A-Z][\w-]*|[a-z]+)(?: [A-Z][\w-]*| [a-z]+){0,2}|\b(?:[Ss]aya|[Aa]ku)(?: [a-z]+){0,2}? lahir (?:di |pada )?tahun (?:19|20)\d{2}\b/g,
    },
  ],
};
