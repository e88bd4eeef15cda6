import { describe, expect, it } from 'vitest';
import { menuFor } from '~/features/layout/menu';

const ids = (items: ReturnType<typeof menuFor>) => items.map((i) => i.id);

describe('header menu', () => {
  it('offers visitors no my page and the personal goods', () => {
    const menu = menuFor(null, 'main');
    expect(ids(menu)).toEqual(['home', 'resume', 'culture', 'goods']);
    expect(menu.find((i) => i.id === 'goods')?.to).toBe('/main/goods/user');
  });

  it('gives members my page, and institutions the institution goods', () => {
    const user = menuFor({ name: 'A', email: 'a@x.io', role: 'USER' }, 'demo');
    expect(ids(user)).toContain('my-page');
    expect(user.find((i) => i.id === 'goods')?.to).toBe('/demo/goods/user');
    const agency = menuFor({ name: 'B', email: 'b@x.io', role: 'AGENCY', institutionName: 'Uni' }, 'demo');
    expect(agency.find((i) => i.id === 'goods')?.to).toBe('/demo/goods/agency');
    expect(agency.find((i) => i.id === 'dashboard')?.to).toBe('/demo/agency/dashboard');
    expect(ids(user)).not.toContain('dashboard');
    expect(agency.find((i) => i.id === 'culture')?.children?.map((c) => c.to)).toEqual([
      '/demo/culture',
      '/demo/culture/result',
    ]);
  });
});
