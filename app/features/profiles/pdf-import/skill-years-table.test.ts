import { describe, expect, it } from 'vitest';
import { withoutYearsLevelColumns } from './skill-years-table';
import { parseResumeText } from './parse';

const skillsOf = (lines: string[]) =>
  parseResumeText(
    ['Dana Whitfield', 'Experience', 'Northwind Traders\t2018 - 2023', 'Buyer', ...lines].join('\n'),
  ).sections.skills;

describe('a skills table of a skill, its years and its level', () => {
  it('keeps the skills alone, its header gone (en, ko, id)', () => {
    expect(
      skillsOf([
        'Skills',
        'Skill\tYears of experience\tProficiency',
        'Negotiation\t5\tExpert',
        'SAP Ariba\t3\tAdvanced',
      ]),
    ).toEqual(['Negotiation', 'SAP Ariba']);
    expect(
      withoutYearsLevelColumns(['도구\t사용 경력\t숙련도', 'AutoCAD\t8년\t상', 'Revit\t2년\t중']),
    ).toEqual(['AutoCAD', 'Revit']);
    expect(
      withoutYearsLevelColumns(['Lama Penggunaan\tTingkat Keahlian', 'CorelDRAW\tMahir', 'Figma\tMenengah']),
    ).toEqual(['CorelDRAW', 'Figma']);
  });

  it('leaves alone a table of a skill and its level only, a years column alone and a grid of skills', () => {
    for (const lines of [
      ['Skill\tProficiency', 'Negotiation\tExpert'],
      ['Tool\tYears', 'Excel\t6'],
      ['SQL\tPython\tTableau', 'Excel\tPower BI\tLooker'],
      ['프로젝트명\t사용 경력\t숙련도', '물류 시스템 고도화 프로젝트 및 운영 안정화\t3년\t상'],
    ])
      expect(withoutYearsLevelColumns(lines)).toEqual(lines);
  });
});
