import { describe, expect, it } from 'vitest';
import { withoutLinkOnlyProjects } from './url-only-project';

const project = (projectName: string, projectDescription = '', technologiesUsed = '') => ({
  projectName,
  projectDescription,
  technologiesUsed,
});

describe('a project that is a link alone', () => {
  it('is dropped', () => {
    expect(
      withoutLinkOnlyProjects([project('https://behance.net/kimsora'), project('github.com/kimsora/tiles')]),
    ).toEqual([]);
  });

  it('keeps a named project and a link with a description', () => {
    const kept = [
      project('물류 대시보드 https://dash.example.com'),
      project('github.com/kimsora/tiles', '타일 렌더러', 'Rust'),
    ];
    expect(withoutLinkOnlyProjects(kept)).toEqual(kept);
  });
});
