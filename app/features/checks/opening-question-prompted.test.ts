import { describe, expect, it } from 'vitest';
import { openingFinding } from './cliches';

const opens = (text: string, question: string) => openingFinding(text, question)?.message ?? null;

describe('a first sentence that says the question made the writer look back over their road', () => {
  it('flags it in the three languages', () => {
    expect(
      opens(
        '이 문항을 읽고 지나온 시간을 곰곰이 되짚어 보았습니다. 물류센터에서 일했습니다.',
        '갈등을 해결한 경험을 기술해 주십시오.',
      ),
    ).toBe('opening.empty');
    expect(
      opens(
        'On reading this question, I looked back over the road that brought me to logistics. I ran a depot.',
        'Tell us about a conflict you resolved.',
      ),
    ).toBe('opening.empty');
    expect(
      opens(
        'Setelah membaca pertanyaan ini, saya merenungkan kembali perjalanan karier saya. Saya mengelola gudang.',
        'Ceritakan konflik yang Anda selesaikan.',
      ),
    ).toBe('opening.empty');
  });

  it('leaves a first sentence that names what came to mind', () => {
    expect(
      opens(
        '이 질문을 보고 가장 먼저 떠오른 것은 물류센터 화재 대응입니다. 그날 밤 저는 당직이었습니다.',
        '위기를 극복한 경험을 기술해 주십시오.',
      ),
    ).toBeNull();
    expect(
      opens(
        'Reading this question, I remembered the night our depot flooded. I was on call.',
        'Tell us about a crisis you handled.',
      ),
    ).toBeNull();
    expect(
      opens(
        'Membaca pertanyaan ini, saya teringat malam gudang kami kebanjiran. Saya sedang piket.',
        'Ceritakan krisis yang Anda tangani.',
      ),
    ).toBeNull();
  });
});
