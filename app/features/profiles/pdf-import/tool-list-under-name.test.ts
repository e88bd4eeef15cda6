import { describe, expect, it } from 'vitest';
import { parseProjects } from './projects';
import { toolListLine } from './tool-list-under-name';

describe("a project's tools as a bare list under its name", () => {
  it('are its technologies (ko, en)', () => {
    expect(
      parseProjects([
        '스마트팜 온실 제어 앱\t2022',
        'Flutter, Firebase',
        '온실 12동의 온습도를 원격으로 제어',
      ]),
    ).toEqual([
      {
        projectName: '스마트팜 온실 제어 앱',
        projectDescription: '온실 12동의 온습도를 원격으로 제어',
        technologiesUsed: 'Flutter, Firebase',
      },
    ]);
    expect(toolListLine('Unity, C#, Blender')).toBe('Unity, C#, Blender');
    expect(toolListLine('C, libFuzzer, nRF52840')).toBe('C, libFuzzer, nRF52840');
  });

  it('leaves a description of lowercase words or Korean words', () => {
    expect(toolListLine('reduced cost, improved uptime')).toBeNull();
    expect(toolListLine('설계, 시공, 감리')).toBeNull();
    expect(toolListLine('Photoshop')).toBeNull();
  });
});
