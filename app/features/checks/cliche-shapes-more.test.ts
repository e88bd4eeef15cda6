// Round twenty-seven (ADR 0039): the third list set's families (cliche-shapes.ts, opening-meta.ts), both ways
// on made-up sentences other than the set's: the shape is found, and a sentence with the same words that tells
// a case is left alone.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';

const found = (text: string, lang: 'ko' | 'en' | 'id') => clicheFindings(text, lang).length > 0;

describe('round twenty-seven, third list set: mottos, self-portraits, maxims and intensifiers', () => {
  it('finds the shape', () => {
    for (const s of [
      '정직이 제 좌우명입니다.',
      '제 사전에 불가능이란 없습니다.',
      '끝까지 버티는 저력이 저에게 있습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(true);
    for (const s of [
      'I bring a rare combination of grit and charm.',
      'I never back down from a hard task.',
      'My ear is always open to new ideas.',
    ])
      expect(found(s, 'en'), s).toBe(true);
    for (const s of [
      'Saya adalah pekerja yang ulet.',
      'Kejujuran adalah kunci sukses.',
      'Saya percaya saya mampu memenuhi harapan Ibu.',
      'Saya selalu memberikan 110% untuk tim.',
    ])
      expect(found(s, 'id'), s).toBe(true);
  });
  it('leaves the same words in a case', () => {
    for (const s of [
      '정직을 좌우명으로 삼은 선배에게 2년간 회계 실무를 배웠습니다.',
      '저력이 있는 협력사 4곳과 재계약했습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(false);
    for (const s of [
      'I bring a mix of pallets back from Hull every Friday.',
      'The door is always open at our Leeds depot until 22:00.',
    ])
      expect(found(s, 'en'), s).toBe(false);
    for (const s of [
      'Kunci gudang adalah tanggung jawab saya sejak 2021.',
      'Saya percaya data: keluhan turun 30% setelah jadwal diubah.',
    ])
      expect(found(s, 'id'), s).toBe(false);
  });
});

describe('round twenty-seven, third list set: the job hunt, writing about oneself, truths and fame', () => {
  const q = {
    ko: '지원 동기를 기술해 주십시오.',
    en: 'Why do you want this job?',
    id: 'Mengapa Anda melamar?',
  };
  const opens = (text: string, lang: 'ko' | 'en' | 'id') => openingFinding(text, q[lang]) !== null;
  it('finds the shape', () => {
    for (const s of [
      '구직을 하며 여러 기업을 살폈습니다. 그러다 이곳을 알게 됐습니다.',
      '저를 소개하는 일은 늘 막막합니다. 그래도 써 보겠습니다.',
    ])
      expect(opens(s, 'ko'), s).toBe(true);
    for (const s of [
      'Writing about myself is strange. Still, here goes.',
      'Mistakes are bound to happen in any job. I made mine.',
    ])
      expect(opens(s, 'en'), s).toBe(true);
    for (const s of [
      'Mencari kerja itu melelahkan. Saya tahu rasanya.',
      'Di mana ada kemauan, di situ ada jalan. Saya percaya itu.',
    ])
      expect(opens(s, 'id'), s).toBe(true);
  });
  it('leaves a first sentence on the topic', () => {
    for (const s of [
      '지원 이유는 제가 3년간 다룬 냉동 설비를 이 회사가 만들기 때문입니다. 경험을 적겠습니다.',
    ])
      expect(opens(s, 'ko'), s).toBe(false);
    for (const s of ['I want this job because I ran your Hull depot’s night shift as a temp for 6 months.'])
      expect(opens(s, 'en'), s).toBe(false);
    for (const s of ['Saya melamar karena saya sudah 3 tahun merawat mesin pendingin buatan perusahaan ini.'])
      expect(opens(s, 'id'), s).toBe(false);
  });
});
