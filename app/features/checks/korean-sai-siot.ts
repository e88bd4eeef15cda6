// Round twenty (ADR 0039): 사이시옷 (한글 맞춤법 제30항) written where it is not and left out where it is —
// a compound of a native or Sino-Korean word and 값 or 수 whose second part is said tensed takes ㅅ under
// the first (최댓값, 기댓값, 자릿수, 등굣길), and one whose second part starts with a tensed or aspirated
// consonant or is said without an added ㄴ takes none (뒤편, 위쪽, 뒤풀이, 해님, 머리말, 인사말). Two-syllable
// Sino-Korean words take none but 곳간, 셋방, 숫자, 찻간, 툇간, 횟수 (개수, 초점). Also a few other forms of
// 표준어 규정 (숟가락, 여태껏). A particle after the word is kept in the correction (knownKo).
export const KO_SAI_SIOT: Record<string, string> = {
  // ㅅ left out before a tensed 값, 수, 길, 국, 비, 잎.
  최대값: '최댓값',
  최소값: '최솟값',
  기대값: '기댓값',
  절대값: '절댓값',
  결과값: '결괏값',
  대표값: '대푯값',
  근사값: '근삿값',
  초기값: '초깃값',
  함수값: '함숫값',
  자리수: '자릿수',
  등교길: '등굣길',
  하교길: '하굣길',
  귀가길: '귀갓길',
  전세값: '전셋값',
  장마비: '장맛비',
  나무잎: '나뭇잎',
  만두국: '만둣국',
  // ㅅ written where none belongs: before a tensed or aspirated consonant, in a Sino-Korean word, or where
  // no sound is added.
  갯수: '개수',
  촛점: '초점',
  뒷편: '뒤편',
  뒷풀이: '뒤풀이',
  뒷처리: '뒤처리',
  아랫층: '아래층',
  햇님: '해님',
  머릿말: '머리말',
  인삿말: '인사말',
  // Other forms of 표준어 규정.
  숫가락: '숟가락',
  여지껏: '여태껏',
};
