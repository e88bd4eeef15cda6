// A signed-in demo member for the benches: a cookie jar, the login form (with its signed honeypot time,
// taken from the page as a browser would), the culture diagnosis through its forms, and a target
// posting picked for the demo resume, so every member page the benches load has its data.

export type Member = {
  cookie(): string;
  get(path: string): Promise<Response>;
  post(path: string, form: URLSearchParams | Record<string, string>): Promise<Response>;
};

export function member(base: string): Member {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const k = pair.slice(0, pair.indexOf('='));
      const v = pair.slice(pair.indexOf('=') + 1);
      if (v) jar.set(k, v);
      else jar.delete(k);
    }
    return res;
  };
  return {
    cookie,
    get: async (path) =>
      keep(await fetch(base + path, { redirect: 'manual', headers: { cookie: cookie() } })),
    post: async (path, form) =>
      keep(
        await fetch(base + path, {
          method: 'POST',
          body: form instanceof URLSearchParams ? form : new URLSearchParams(form),
          redirect: 'manual',
          headers: { cookie: cookie() },
        }),
      ),
  };
}

const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`)
    .exec(html)
    ?.slice(1)
    .find(Boolean) ?? '';

/** Logs in (the server must run with HONEYPOT_MIN_FILL_MS=0) and closes the welcome dialog. */
export async function logIn(m: Member, email = 'demo@example.com', password = 'Demo1234!') {
  const page = await (await m.get('/main/login')).text();
  const res = await m.post('/main/login', { email, password, hp_from: hidden(page, 'hp_from') });
  if (!m.cookie().includes('at=')) throw new Error(`login failed: ${res.status}`);
  await m.post('/main/welcome-gift', { intent: 'close' });
}

/** Takes the diagnosis through the forms; returns the report's path. */
export async function diagnose(m: Member): Promise<string> {
  let next = (
    await m.post(
      '/main/culture/job',
      new URLSearchParams([
        ['industryId', '100'],
        ['roleIds', '101'],
      ]),
    )
  ).headers.get('location');
  while (next && next.includes('/culture/survey/')) {
    const html = await (await m.get(next)).text();
    const answers = new URLSearchParams({ intent: 'next' });
    for (const [, name, value] of html.matchAll(/name="(q\d+)"[^>]*?value="(q\d+a\d+)"/g))
      if (!answers.has(name)) answers.append(name, value);
    next = (await m.post(next, answers)).headers.get('location');
  }
  if (!next?.includes('/culture/result')) throw new Error(`diagnosis did not finish: ${next}`);
  return next;
}

/** The demo resume's group and id, with the first listed posting chosen as its target. */
export async function demoResume(m: Member) {
  const groupId = (await (await m.get('/main/profile/group')).text()).match(/\?group=(\d+)/)?.[1];
  const profileId = (await (await m.get(`/main/profile/group?group=${groupId}`)).text()).match(
    /information\?id=(\d+)/,
  )?.[1];
  if (!groupId || !profileId) throw new Error('demo resume not found');
  const positions = await (await m.get(`/main/profile/position?id=${profileId}&tab=posting`)).text();
  const target = positions.match(/value="(recruit:\d+)"/)?.[1];
  if (!target) throw new Error('no posting to choose on the position page');
  const chosen = await m.post(`/main/profile/position?id=${profileId}`, {
    intent: 'select',
    profileId,
    target,
  });
  const result = chosen.headers.get('location');
  if (!result?.includes('/profile/result'))
    throw new Error(`position not chosen: ${chosen.status} ${result}`);
  await m.get(result); // lands there as a browser would, which shows (and clears) the 'changed' message
  return { groupId, profileId, resultPath: result };
}

/**
 * The application the demo resume's posting started, with three of the company's questions and an
 * answer to each (pasted, as a member would), so its page holds what a season's application does.
 */
export async function demoApplication(m: Member) {
  const list = await (await m.get('/main/applications')).text();
  const id = list.match(/href="\/main\/applications\/(\d+)"/)?.[1];
  if (!id) throw new Error('no application on the applications page');
  const path = `/main/applications/${id}`;
  for (const [i, text] of [
    '지원 동기를 적어 주세요.',
    '가장 큰 성과는 무엇입니까?',
    '입사 후 포부는?',
  ].entries()) {
    await m.post(path, {
      intent: 'add-question',
      applicationId: id,
      text,
      maxLength: '1000',
      limitType: 'with-spaces',
    });
    const page = await (await m.get(path)).text();
    const questionId = [...new Set([...page.matchAll(/name="questionId" value="(\d+)"/g)].map((x) => x[1]))][
      i
    ];
    if (questionId)
      await m.post(path, {
        intent: 'answer',
        applicationId: id,
        questionId,
        content: '물류센터에서 출고 오류율을 1.2%에서 0.4%로 낮춘 경험이 있습니다. '.repeat(8),
      });
  }
  return { listPath: '/main/applications', detailPath: path };
}

/** A Cookie header's pairs as a browser context's cookies for `url` (the benches that drive chromium). */
export const cookiesFor = (cookie: string, url: string) =>
  cookie.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url };
  });
