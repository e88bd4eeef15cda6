// npm run bench:coverletter (second part): time to first streamed byte through the app itself. Starts
// the production build with AI_BASE_URL pointing at the local fake model, signs in as the demo user,
// creates letters through the generation form, then reads GET …/coverletters/{id}/stream — once at a
// time, and 100 at once — and prints how long after the fake model's first token the first byte
// reached the client.
import { performance } from 'node:perf_hooks';
import { startFakeOpenAi } from '../tests/fakes/openai-compatible';
import { startAppServer } from './app-server';
import { demoResume, logIn, member } from './member';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const base = `http://localhost:${PORT}`;
const FIRST_TOKEN_MS = 200;
const SINGLE_RUNS = 20;
const CONCURRENT = 100;
/** A fast model: a chunk of four words every 25 ms (about 160 words a second). */
const CHUNK_MS = Number(process.env.BENCH_CHUNK_MS ?? 25);
const LETTER =
  '저는 한빛대학교에서 컴퓨터공학을 전공하며 서버 개발의 기초를 다졌습니다. 누리테크 인턴으로 일하며 주문 API의 응답 시간을 40% 줄였습니다. 입사 후에도 같은 자세로 서비스의 안정성과 속도를 높이겠습니다. '.repeat(
    3,
  );

const fake = await startFakeOpenAi({
  text: LETTER,
  chunkWords: 4,
  firstTokenDelayMs: FIRST_TOKEN_MS,
  chunkDelayMs: CHUNK_MS,
});
const app = await startAppServer(PORT, {
  AI_BASE_URL: fake.url,
  AI_MODEL: 'fake-model',
  WRITE_REQUESTS_PER_MINUTE: '100000',
  HONEYPOT_MIN_FILL_MS: '0',
});

const m = member(base);

/** Reads a stream; returns when its first byte arrived (performance.now()) and the letter's seed. */
async function firstByteAt(id: number) {
  const res = await fetch(`${base}/main/profile/coverletters/${id}/stream`, {
    headers: { cookie: m.cookie() },
  });
  if (!res.ok || !res.body) throw new Error(`stream ${id}: ${res.status}`);
  const reader = res.body.getReader();
  const first = await reader.read();
  const at = performance.now();
  if (first.done) throw new Error(`stream ${id} was empty`);
  while (!(await reader.read()).done) {
    // read to the end so the letter is stored
  }
  return { id, at };
}

/** Added ms: first byte at the client minus the fake model's first token, per letter (seed = letter id). */
function added(results: { id: number; at: number }[]) {
  return results.map(({ id, at }) => {
    const req = fake.requests.find((r) => r.body.seed === id);
    if (!req?.firstTokenAt) throw new Error(`no model request for letter ${id}`);
    return at - req.firstTokenAt;
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

try {
  await logIn(m);
  const { profileId } = await demoResume(m);

  // Letters are created by the generation form (three questions each); a fresh database numbers them 1…n.
  const total = SINGLE_RUNS + CONCURRENT;
  for (let made = 0; made < total; made += 3) {
    const form = new URLSearchParams({
      intent: 'generate',
      stream: 'true',
      profileId,
      lang: 'ko',
      temperature: '70',
      minLetter: '300',
      maxLetter: '1000',
    });
    for (const q of [2, 3, 4]) form.append('questionIds', String(q));
    const res = await m.post(`/main/profile/result?id=${profileId}`, form);
    if (res.status !== 200) throw new Error(`generation form answered ${res.status}`);
  }

  const single: { id: number; at: number }[] = [];
  for (let id = 1; id <= SINGLE_RUNS; id++) single.push(await firstByteAt(id));
  const many = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => firstByteAt(SINGLE_RUNS + 1 + i)),
  );

  const fmt = (n: number) => n.toFixed(1).padStart(9);
  console.log(
    `\nThrough the app's stream route, ${app.database} (fake model's first token after ${FIRST_TOKEN_MS} ms, a chunk every ${CHUNK_MS} ms; added ms after the first token)`,
  );
  console.log('case                               p50 ms    p95 ms    max ms');
  for (const [name, xs] of [
    [`1 stream (${SINGLE_RUNS} runs)`, added(single)],
    [`${CONCURRENT} concurrent streams`, added(many)],
  ] as const)
    console.log(
      `${name.padEnd(32)}${fmt(quantile(xs, 0.5))} ${fmt(quantile(xs, 0.95))} ${fmt(Math.max(...xs))}`,
    );
  console.log('goal: ≤ 15 ms added with 1 stream; ≤ 100 ms at p95 with 100 concurrent streams\n');
} finally {
  await app.stop();
  await fake.close();
}
