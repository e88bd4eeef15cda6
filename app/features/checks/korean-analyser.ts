// The Korean morphological analyser in the speller thread (speller-worker.ts; ADR 0039, round six):
// kuromoji-ko (Apache-2.0, pure TypeScript) with mecab-ko-dic (Apache-2.0) shipped in the package, loaded
// once per process beside Hunspell's Korean dictionary, never on the request thread. Its dictionary files
// are gzipped; Node's zlib unpacks them once into the system's temporary directory (~115 MB) and the
// analyser reads them from there (the package's own pure-JS inflate is several times slower).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { TokenizerBuilder } from 'kuromoji-ko';
import type { Morpheme } from './korean-morpheme';

type Token = { surface_form: string; pos: string; word_type: string; type: string; expression: string };
export type Analyser = (word: string) => Morpheme[];

function unpackedDictionary(): string {
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(path.dirname(require.resolve('kuromoji-ko')));
  const { version } = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  const from = path.join(pkg, 'dict');
  const to = path.join(os.tmpdir(), `kuromoji-ko-${version}-dict`);
  const files = fs.readdirSync(from).filter((f) => f.endsWith('.gz'));
  if (!files.every((f) => fs.existsSync(path.join(to, f.slice(0, -3))))) {
    fs.mkdirSync(to, { recursive: true });
    for (const f of files) {
      // Written under a temporary name first: another process may be reading the same directory.
      const tmp = path.join(to, `${f}.${process.pid}.tmp`);
      fs.writeFileSync(tmp, zlib.gunzipSync(fs.readFileSync(path.join(from, f))));
      fs.renameSync(tmp, path.join(to, f.slice(0, -3)));
    }
  }
  return to;
}

/** Splits a compound entry by its expression (몇일: 몇/NNG + 일/NNG); other tokens as they are. */
function morphemesOf(t: Token): Morpheme[] {
  const known = t.word_type === 'KNOWN';
  if (t.type === 'Compound' && t.expression && t.expression !== '*')
    return t.expression.split('+').map((part) => {
      const [surface, pos] = part.split('/');
      return { surface, pos, known };
    });
  return [{ surface: t.surface_form, pos: t.pos, known }];
}

/** Loads the analyser (2–15 s and ~250 MB by the machine's load) and answers a word's morphemes. */
export async function loadAnalyser(): Promise<Analyser> {
  const tokenizer = (await new TokenizerBuilder({ dicPath: unpackedDictionary() }).build()) as unknown as {
    tokenize(text: string): Token[];
  };
  return (word) => tokenizer.tokenize(word).flatMap(morphemesOf);
}
