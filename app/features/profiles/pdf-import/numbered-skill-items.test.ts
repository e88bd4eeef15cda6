import { describe, expect, it } from 'vitest';
import { isNumberedList } from './numbered-skill-items';
import { parseSkills } from './skills';

describe('isNumberedList', () => {
  it('finds a numbered list and keeps each item whole', () => {
    const lines = ['1. Docker, Kubernetes', '2. Terraform / Ansible', '3. Grafana'];
    expect(isNumberedList(lines)).toBe(true);
    expect(parseSkills(lines)).toEqual(['Docker, Kubernetes', 'Terraform / Ansible', 'Grafana']);
    expect(parseSkills(['1) Akuntansi biaya', '2) SAP FI, CO', '3) Excel'])).toEqual([
      'Akuntansi biaya',
      'SAP FI, CO',
      'Excel',
    ]);
  });
  it('leaves bullets, years and a list out of order', () => {
    expect(isNumberedList(['• Docker, Kubernetes', '• Terraform', '• Grafana'])).toBe(false);
    expect(isNumberedList(['1. Docker', '3. Terraform', '4. Grafana'])).toBe(false);
    expect(isNumberedList(['2019. Docker', '2020. Terraform', '2021. Grafana'])).toBe(false);
    expect(isNumberedList(['1. Docker', '2. Terraform'])).toBe(false);
    expect(parseSkills(['• Docker, Kubernetes', '• Grafana', '• Jenkins'])).toEqual([
      'Docker',
      'Kubernetes',
      'Grafana',
      'Jenkins',
    ]);
  });
});
