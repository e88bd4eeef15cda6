import { describe, expect, it } from 'vitest';
import { toolsAfterName } from './name-line-tools';
import { parseResumeText } from './parse';

describe('tools after a project’s name, set off by a bar', () => {
  it('are the project’s technologies (id, en, ko)', () => {
    expect(toolsAfterName('Dasbor Atribusi Kampanye | Looker Studio, BigQuery\tOkt 2022')).toBe(
      'Looker Studio, BigQuery',
    );
    expect(toolsAfterName('Churn Early Warning | Python, dbt, Snowflake')).toBe('Python, dbt, Snowflake');
    const { sections } = parseResumeText(
      [
        'Ayu Kartika',
        'PROYEK',
        'Dasbor Atribusi Kampanye | Looker Studio, BigQuery\tOkt 2022',
        'Menyatukan data iklan dari empat kanal ke satu dasbor harian.',
        '',
        '재고 예측 모델 | Python, LightGBM\t2023.04',
        '창고별 주간 재고를 예측했습니다.',
      ].join('\n'),
    );
    expect(sections.projects.map((p) => [p.projectName, p.technologiesUsed])).toEqual([
      ['Dasbor Atribusi Kampanye', 'Looker Studio, BigQuery'],
      ['재고 예측 모델', 'Python, LightGBM'],
    ]);
  });

  it('are not a role, a place, a date or one word after the bar', () => {
    expect(toolsAfterName('Payment Gateway Migration | Team Lead')).toBeNull();
    expect(toolsAfterName('Smart Farm Sensors | Jeonju, Korea')).toBeNull();
    expect(toolsAfterName('Smart Farm Sensors | Mar 2021, Jul 2021')).toBeNull();
    expect(toolsAfterName('Smart Farm Sensors | Python')).toBeNull();
    expect(toolsAfterName('Smart Farm Sensors\tPython, SQL')).toBeNull();
  });
});
