import { describe, expect, it } from 'vitest';
import { parseProjects } from './projects';
import { yearCellNameDash } from './year-cell-name-dash';

describe('a project on one line with its year in a left column', () => {
  it('gives the name and what it did', () => {
    expect(
      yearCellNameDash('2022\tCAN Bus Sniffer — USB CAN analyzer with a desktop viewer, used by 400 people.'),
    ).toEqual(['CAN Bus Sniffer', 'USB CAN analyzer with a desktop viewer, used by 400 people.']);
    expect(
      yearCellNameDash('2019 – 2020\tSistem Antrian – Aplikasi antrian untuk puskesmas kecamatan.'),
    ).toEqual(['Sistem Antrian', 'Aplikasi antrian untuk puskesmas kecamatan.']);
  });

  it('reads no other line', () => {
    expect(yearCellNameDash('CAN Bus Sniffer — USB CAN analyzer with a desktop viewer.')).toBeNull();
    expect(yearCellNameDash('2022\tCAN Bus Sniffer')).toBeNull();
    expect(yearCellNameDash('2022\tSenior Engineer — Acme')).toBeNull();
  });

  it('starts a project of its own, its stack line under it', () => {
    expect(
      parseProjects([
        '2024\tLoRa Node — Open-source sensor node with a three-year battery life.',
        'C, Zephyr RTOS, nRF52840',
        '',
        '2022\tCAN Bus Sniffer — USB CAN analyzer with a desktop viewer, used by 400 people.',
        'C, STM32 HAL, Python',
      ]),
    ).toEqual([
      {
        projectName: 'LoRa Node',
        projectDescription: 'Open-source sensor node with a three-year battery life.',
        technologiesUsed: 'C, Zephyr RTOS, nRF52840',
      },
      {
        projectName: 'CAN Bus Sniffer',
        projectDescription: 'USB CAN analyzer with a desktop viewer, used by 400 people.',
        technologiesUsed: 'C, STM32 HAL, Python',
      },
    ]);
  });
});
