// Builds app/features/checks/dictionaries/ko/sino-korean.txt.gz (issue 36, round seven): the Sino-Korean
// words of libhangul's hanja dictionary (Debian's libhangul-data, data/hanja/hanja.txt, BSD-3, Choe
// Hwanjin; words with the hanja they are written with) of two to eight Hangul syllables that Hunspell's
// Korean dictionary (dictionary-ko) rejects — the ones the spelling check needs a second word on.
// Run: apt-get download libhangul-data && dpkg-deb -x libhangul-data_*.deb /tmp/lh &&
//      npx tsx scripts/sino-korean-list.ts /tmp/lh/usr/share/libhangul/hanja/hanja.txt
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadModule } from 'hunspell-asm';

const source = process.argv[2] ?? '/usr/share/libhangul/hanja/hanja.txt';
const out = 'app/features/checks/dictionaries/ko/sino-korean.txt.gz';
const words = new Set<string>();
for (const line of fs.readFileSync(source, 'utf8').split('\n')) {
  if (line.startsWith('#')) continue;
  const word = line.split(':')[0];
  if (/^[\uac00-\ud7a3]{2,8}$/.test(word)) words.add(word);
}
const f = await loadModule();
const dir = path.dirname(createRequire(import.meta.url).resolve('dictionary-ko'));
const ko = f.create(
  f.mountBuffer(fs.readFileSync(path.join(dir, 'index.aff')), 'ko.aff'),
  f.mountBuffer(fs.readFileSync(path.join(dir, 'index.dic')), 'ko.dic'),
);
const kept = [...words].filter((w) => !ko.spell(w)).sort();
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, zlib.gzipSync(kept.join('\n') + '\n', { level: 9 }));
console.log(`${words.size} words in ${source}; ${kept.length} Hunspell rejects kept in ${out}`);
