import { describe, expect, it } from 'vitest';
import { withoutCredentials } from './name-credentials';

describe('withoutCredentials', () => {
  it('drops the credentials after a name', () => {
    expect(withoutCredentials('Marisol Ortega, PMP')).toBe('Marisol Ortega');
    expect(withoutCredentials('Glen Abbott, MBA, CPA')).toBe('Glen Abbott');
    expect(withoutCredentials('Ruth Nakamura, Ph.D.')).toBe('Ruth Nakamura');
    expect(withoutCredentials('Dewi Lestari, MSc')).toBe('Dewi Lestari');
  });
  it('leaves a name with no credential after it', () => {
    expect(withoutCredentials('Marisol Ortega')).toBe('Marisol Ortega');
    expect(withoutCredentials('Ortega, Marisol')).toBe('Ortega, Marisol');
    expect(withoutCredentials('Hartono, Surabaya')).toBe('Hartono, Surabaya');
    expect(withoutCredentials('Sales, Marketing & PR')).toBe('Sales, Marketing & PR');
    expect(withoutCredentials('홍길동, 박사')).toBe('홍길동, 박사');
  });
});
