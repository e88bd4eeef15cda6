import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isExportStrip, isGeneratedNote } from './portal-export-chrome';

describe("a portal's export strip and its 'generated from the profile' note", () => {
  it('are no lines of the résumé: the strip is never the name, the note never a language', () => {
    expect(isExportStrip('JOBHUB\tProfil kandidat · diunduh 2 Januari 2026')).toBe(true);
    expect(isExportStrip('Talenta | Candidate profile | Downloaded on 4 Mar 2025')).toBe(true);
    expect(isExportStrip('인재풀 · 지원자 프로필 · 다운로드 2025.03.04')).toBe(true);
    expect(isGeneratedNote('This document was generated automatically from a Talenta profile.')).toBe(true);
    expect(isGeneratedNote('CV ini dibuat secara otomatis oleh JobHub.')).toBe(true);
    const parsed = parseResumeText(
      [
        'JOBHUB\tProfil kandidat · diunduh 2 Januari 2026',
        '',
        'Sari Wulandari',
        '',
        'Bahasa',
        'Bahasa Inggris\tMenengah',
        '',
        'Dokumen ini dibuat otomatis dari profil JobHub. Kandidat bertanggung jawab atas kebenaran data.',
      ].join('\n'),
    );
    expect(parsed.name).toBe('Sari Wulandari');
    expect(parsed.sections.languages.map((l) => l.languageName)).toEqual(['Bahasa Inggris']);
  });

  it("reads a portal's print bar: its name in two scripts, a print stamp after the document's kind, a visibility", () => {
    expect(isExportStrip('JOBNARU 잡나루\t이력서 인쇄일 2025.07.09 · 공개범위: 전체 공개')).toBe(true);
    expect(isExportStrip('KERJAKU\tCV · dicetak 3 Mei 2025')).toBe(true);
    expect(isExportStrip('Talentbay | Resume | Printed on 9 Jul 2025 | Visibility: recruiters only')).toBe(
      true,
    );
    const parsed = parseResumeText(
      [
        'JOBNARU 잡나루\t이력서 인쇄일 2025.07.09 · 공개범위: 전체 공개',
        '',
        '정하윤',
        '생년월일\t1995.05.02',
      ].join('\n'),
    );
    expect(parsed.name).toBe('정하윤');
    expect(isExportStrip('정하윤 JEONG\t인쇄일 2025.07.09')).toBe(false);
    expect(isExportStrip('공개설정: 전체 공개')).toBe(false);
  });

  it('leaves a name, a dated line of the résumé and a sentence about documents alone', () => {
    expect(isExportStrip('Sari Wulandari')).toBe(false);
    expect(isExportStrip('Profil kandidat')).toBe(false);
    expect(isExportStrip('Analis Data · diunduh 2 Januari 2026')).toBe(false);
    expect(isExportStrip('Downloaded 40,000 records a day · 2021')).toBe(false);
    expect(isGeneratedNote('Generated monthly reports for the board.')).toBe(false);
    expect(isGeneratedNote('Dokumen ini saya susun dengan sebenar-benarnya.')).toBe(false);
  });
});

describe("a site export's note that the résumé was written or printed there", () => {
  it('is chrome, with the site named and a date or not', () => {
    expect(isGeneratedNote('이 이력서는 인크루트에서 작성되었습니다.')).toBe(true);
    expect(isGeneratedNote('본 이력서는 워크넷에서 2026.11.02 출력되었습니다.')).toBe(true);
  });

  it('leaves a sentence of the member’s own alone', () => {
    expect(isGeneratedNote('이 프로젝트는 사내에서 처음 작성된 자동화 도구입니다.')).toBe(false);
    expect(isGeneratedNote('이력서는 제가 직접 작성했습니다.')).toBe(false);
  });
});
