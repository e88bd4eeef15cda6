// A job's head counted in a list of jobs ("1. (주)한솔인더스트리 (2019.05 ~ 현재)", "2) Acme Corp | 2018 – 2020",
// "③ 동양정밀(주)"): the count is the list's, no part of the company.
const COUNT = /^\s*(?:\d{1,2}[.)]|[(（]\d{1,2}[)）]|[①-⑳])\s*(?=[^\d\s.])/u;

export const withoutHeadCount = (line: string) => line.replace(COUNT, '');
