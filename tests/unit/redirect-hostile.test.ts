// Redirect targets a fuzzer sent (issue 26, finding 4): each must give the fallback or a plain-ASCII
// path on this site, never a Location header the runtime refuses (a 500) or one that leaves the site.
//
// Checked to fail without the protection: with safeRedirectPath back to refusing only C0 controls
// (its version before issue 26), every "refuses" case with a bidi, zero-width, separator or C1
// character and the dot-segment case were returned as they came, and the non-ASCII path was not
// encoded.
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '~/lib/redirect';

const ascii = (value: string) => [...value].every((c) => c.charCodeAt(0) >= 0x21 && c.charCodeAt(0) <= 0x7e);

describe('safeRedirectPath against hostile targets', () => {
  it.each([
    ['/\u202e/main', 'a right-to-left override'],
    ['/main/\u200bx', 'a zero-width space'],
    ['/main/\ufeffx', 'a byte-order mark'],
    ['/main/\u2066x', 'a bidi isolate'],
    ['/main/\u2028x', 'a line separator'],
    ['/main/\u0085x', 'a C1 control'],
    ['/main/\u007fx', 'DEL'],
    ['/main/\ud800x', 'a lone surrogate'],
    ['/main/\ue000x', 'a private-use character'],
    ['/main x', 'a space'],
    ['/main/\u3000x', 'an ideographic space'],
    ['/a/..//evil.example', 'dot segments folding into a protocol-relative URL'],
    ['/a/..\\\\evil.example', 'backslashes read as slashes'],
    ['/\t/evil.example', 'a tab'],
    [`/${'a'.repeat(2001)}`, 'more than 2000 characters'],
  ])('refuses %j (%s)', (target) => {
    expect(safeRedirectPath(target, '/main')).toBe('/main');
  });

  it('keeps a path in another script, percent-encoded', () => {
    const kept = safeRedirectPath('/main/profile?q=한글#끝', '/main');
    expect(kept).toBe('/main/profile?q=%ED%95%9C%EA%B8%80#%EB%81%9D');
    expect(decodeURIComponent(kept)).toBe('/main/profile?q=한글#끝');
  });

  it('keeps what a browser posts (already encoded) as it is', () => {
    for (const target of ['/main/login?redirectTo=%2Fmain%2Fprofile', '/main/culture/result?id=3&x=a%20b'])
      expect(safeRedirectPath(target, '/main')).toBe(target);
  });

  it('answers ASCII only, whatever it is given', () => {
    const samples = ['/main/é', '/main/😀', '/main/?a=\u00a9', '/main/%E0%A4%A', '/main/#\u00e9'];
    for (const target of samples) expect(ascii(safeRedirectPath(target, '/main'))).toBe(true);
  });
});
