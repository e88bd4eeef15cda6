// Round twenty-seven (ADR 0039): English frames of one's own school, place, birth, family and gender
// (blind-grid-en-frames.ts), both ways on made-up sentences other than the eighth and ninth sets'.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-seven: English frames', () => {
  it('a school or place as the subject of "is where I", after "my alma mater", or a Schooling field', () => {
    expectFlagged('Purdue is where I learned to weld.', 'en', 'Purdue');
    expectFlagged('Rural Idaho is where my love of machines began.', 'en', 'Rural Idaho');
    expectFlagged('I still visit my alma mater, Bowdoin, every fall.', 'en', 'Bowdoin');
    expectFlagged('Schooling: Choate Rosemary Hall', 'en', 'Choate');
    expectLeft('Purdue is where our client tested the new alloy.', 'en');
    expectLeft('I recruited interns from Purdue and Bowdoin.', 'en');
  });
  it('home, a birth said another way or by a document', () => {
    expectFlagged('Home for me was a mining town near Butte.', 'en', 'mining town near Butte');
    expectFlagged('I came into the world in a Nairobi clinic.', 'en', 'came into the world');
    expectFlagged('My passport says Caracas, but I grew up elsewhere.', 'en', 'passport says Caracas');
    expectLeft('I checked that each passport says Caracas or Quito before boarding.', 'en');
    expectLeft('I delivered parcels to a clinic in Nairobi.', 'en');
  });
  it('the family’s trade or origin, a gender identity', () => {
    expectFlagged('My parents run a hardware store, so I learned retail early.', 'en', 'run a hardware store');
    expectFlagged('My people are Filipino, and I speak Tagalog.', 'en', 'Filipino');
    expectFlagged("I'm nonbinary and use they/them at work.", 'en', 'nonbinary');
    expectLeft('I helped a client whose parents run a hardware store.', 'en');
    expectLeft('I trained staff to support nonbinary customers.', 'en');
  });
});
