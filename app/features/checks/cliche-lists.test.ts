// Round twenty-six (ADR 0039): the clichés of the well-known lists by family (cliche-lists.ts), both ways on
// made-up sentences other than the list set's: a variant or inflection of each family is found, and the
// same words used for a concrete case are left alone.
import { describe, expect, it } from 'vitest';
import { clicheFindings } from './cliches';

const found = (text: string, lang: 'ko' | 'en' | 'id') => clicheFindings(text, lang).length > 0;

describe('round twenty-six: clichés of the well-known lists', () => {
  it('ko: the promise, the plea, a virtue as one’s strength, the upbringing and the stock roles', () => {
    for (const s of [
      '매 순간 최선을 다하여 성과를 내겠습니다.',
      '기회만 주신다면 반드시 보답하겠습니다.',
      '조직의 성장에 일조하는 사람이 되겠습니다.',
      '끈기가 제 최고의 무기입니다.',
      '제 가장 큰 강점은 책임감입니다.',
      '친구들에게 꼼꼼하다는 평가를 종종 듣습니다.',
      '단란한 가정의 장녀로 자라며 양보를 배웠습니다.',
      '어머니께서는 남에게 피해를 주지 말라고 늘 가르치셨습니다.',
      '언제나 없어서는 안 될 사원으로 기억되고 싶습니다.',
      '이 경험을 밑거름으로 삼아 성장하겠습니다.',
      '영업팀의 일원이 될 날을 기다립니다.',
      '역량을 유감없이 발휘하겠습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(true);
  });
  it('ko: the same words told with a case are left alone', () => {
    for (const s of [
      '최선책을 고르려고 세 공급사의 단가표를 비교했습니다.',
      '발주 담당의 일원으로 월 200건의 주문을 처리했습니다.',
      '가정용 정수기 설치 기사로 하루 8곳을 방문했습니다.',
      '제 강점은 회계 프로그램 세 가지를 다룰 줄 안다는 것입니다.',
    ])
      expect(found(s, 'ko'), s).toBe(false);
  });
  it('en: the fit, the closing formulas and résumé self-praise', () => {
    for (const s of [
      "I'm confident I'd make an ideal match for the role.",
      'She would be a strong addition to any organisation.',
      'Thank you for your consideration.',
      'I am looking forward to hearing from you soon.',
      'I would welcome the chance to meet and talk further.',
      'I have keen attention to detail.',
      'I am a creative problem-solver.',
      'I can work independently or in a team.',
      'My weakness is that I care too much about my work.',
    ])
      expect(found(s, 'en'), s).toBe(true);
  });
  it('en: the same words told with a case are left alone', () => {
    for (const s of [
      'I fixed a detail in the rota that had doubled weekend overtime.',
      'I solved a routing problem that saved 40 driver hours a week.',
      'I worked alone on the night audit for six months.',
      'The addition of a second dock cut waiting time by an hour.',
    ])
      expect(found(s, 'en'), s).toBe(false);
  });
  it('id: the company’s progress, the letter’s formulas and self-praise', () => {
    for (const s of [
      'Saya ingin ikut mengembangkan kemajuan perusahaan ini.',
      'Saya siap memberi sumbangsih nyata untuk perusahaan.',
      'Teman-teman mengenal saya sebagai sosok yang supel.',
      'Besar harapan saya agar lamaran ini diterima.',
      'Atas perhatian Ibu, saya mengucapkan terima kasih.',
      'Saya orang yang inovatif dan kreatif.',
      'Saya bersedia bekerja lembur bila perlu.',
      'Saya selalu belajar hal baru setiap hari.',
      'Saya menguasai Microsoft Office.',
    ])
      expect(found(s, 'id'), s).toBe(true);
  });
  it('id: the same words told with a case are left alone', () => {
    for (const s of [
      'Saya belajar akuntansi biaya dari kepala gudang selama enam bulan.',
      'Laporan kemajuan proyek saya kirim setiap Jumat ke klien.',
      'Komputer kasir yang rusak saya ganti dalam satu jam.',
      'Saya membuat target mingguan untuk 12 sales lapangan.',
    ])
      expect(found(s, 'id'), s).toBe(false);
  });
});
