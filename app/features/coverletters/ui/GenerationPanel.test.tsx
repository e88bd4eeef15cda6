// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useLoaderData } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import ko from '~/locales/ko/coverletters.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { GenerationPanel, type PanelQuestion } from './GenerationPanel';

const QUESTIONS: PanelQuestion[] = [
  { id: 11, type: 'GENERAL', text: '지원 동기를 적어 주세요.' },
  { id: 12, type: 'MAJOR', text: '전공을 살린 경험을 적어 주세요.' },
];

/**
 * One letter's stream as the stream route sends it (text/plain, chunk by chunk), written by the test:
 * `write` sends a chunk to every reader, `end` finishes the letter, `break` cuts the connection.
 */
class LetterStream {
  requests = 0;
  private chunks: string[] = [];
  private readers = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private encoder = new TextEncoder();

  write(text: string) {
    this.chunks.push(text);
    for (const reader of this.readers) reader.enqueue(this.encoder.encode(text));
  }
  end() {
    for (const reader of this.readers) reader.close();
    this.readers.clear();
  }
  break() {
    for (const reader of this.readers) reader.error(new TypeError('network error'));
    this.readers.clear();
  }
  response() {
    this.requests += 1;
    const body = new ReadableStream<Uint8Array>({
      start: (reader) => {
        for (const chunk of this.chunks) reader.enqueue(this.encoder.encode(chunk));
        this.readers.add(reader);
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}

/**
 * The result page's panel, its action answering a streaming generation as the real one does (the
 * letters started, one per chosen question), and the stream route at its real path answering with
 * `streams[id]`: a LetterStream, or a Response (a refusal before the first chunk). The page lists the
 * saved letters whose ids are in `saved` when it loads.
 */
async function renderPanel(streams: Record<string, LetterStream | Response>, saved: number[] = []) {
  const posted: FormData[] = [];
  /** The page's loads (its URL's search): after each letter its question's list is loaded again. */
  const loads: string[] = [];
  const view = await renderRoutes(
    [
      {
        path: '/main/profile/result',
        loader: ({ request }) => {
          loads.push(new URL(request.url).search);
          return { saved: [...saved] };
        },
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          const ids = form.getAll('questionIds').map(Number);
          return {
            intent: 'generate',
            letters: ids.map((questionId, i) => ({
              id: 101 + i,
              questionId,
              questionText: QUESTIONS.find((q) => q.id === questionId)!.text,
            })),
          };
        },
        Component: () => (
          <GenerationPanel
            saved={new Set(useLoaderData<{ saved: number[] }>().saved)}
            profileId={7}
            target="카카오 · 백엔드 개발자"
            questions={QUESTIONS}
            eligible
            goods="/main/goods/user"
            writerKind="builtin"
            languages={{ langs: ['ko'], reason: 'resume' }}
          />
        ),
      },
      {
        path: '/main/profile/coverletters/:id/stream',
        loader: ({ params }) => {
          const stream = streams[params.id!];
          return stream instanceof LetterStream ? stream.response() : stream;
        },
      },
    ],
    { url: '/main/profile/result?id=7&p11=2&p12=3' },
  );
  return { ...view, posted, loads };
}

/** Ticks the questions by their text and presses the write button. */
async function write(user: Awaited<ReturnType<typeof renderPanel>>['user'], ...questions: string[]) {
  for (const text of questions)
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(text) }));
  await user.click(screen.getByRole('button', { name: ko.generation.submit }));
}

/** The letters being written, in order: question, text, and state (`writing` shows a spinner). */
function letters() {
  const list = screen.queryByTestId('live-letters');
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const [question, text] = item.querySelectorAll('p');
      return { question: question.textContent, text: text.textContent, state: item.dataset.state };
    });
}

describe('GenerationPanel', () => {
  it('is checked on the page by the generate schema: no question or a minimum over the maximum is refused in place, nothing posted', async () => {
    const { user, posted } = await renderPanel({});
    const button = await screen.findByRole('button', { name: ko.generation.submit });
    // The page's check has arrived (the form stops leaving it to the browser).
    await waitFor(() => expect(button.closest('form')?.noValidate).toBe(true));

    await user.click(button);
    expect((await screen.findByTestId('generation-error')).textContent).toContain(
      ko.validation.selectQuestion,
    );
    // The validator may still have been on its way when the button was pressed: the post was held, checked
    // once it came, and the focus follows the message in the render after.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('checkbox')[0]));

    await user.click(screen.getByRole('checkbox', { name: /지원 동기/ }));
    const min = screen.getByRole('textbox', { name: ko.generation.minLetter });
    await user.clear(min);
    await user.type(min, '900');
    const max = screen.getByRole('textbox', { name: ko.generation.maxLetter.replace('{{max}}', '3000') });
    await user.clear(max);
    await user.type(max, '800');
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('generation-error').textContent).toContain(ko.validation.minLetter),
    );
    expect(min.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(min));
    expect(posted).toEqual([]);
  });

  it("shows each letter's text as its chunks arrive, then the finished letters once", async () => {
    const first = new LetterStream();
    const second = new LetterStream();
    const { user, posted, loads } = await renderPanel({ 101: first, 102: second });
    await write(user, '지원 동기', '전공을 살린');

    // The form went out as a streaming generation of both questions.
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].getAll('questionIds')).toEqual(['11', '12']);
    expect(posted[0].get('stream')).toBe('true');

    await waitFor(() =>
      expect(letters()).toEqual([
        { question: QUESTIONS[0].text, text: '', state: 'writing' },
        { question: QUESTIONS[1].text, text: '', state: 'writing' },
      ]),
    );
    first.write('저는 사용자의 불편을 ');
    await waitFor(() => expect(letters()[0].text).toBe('저는 사용자의 불편을 '));
    first.write('끝까지 붙잡는 개발자입니다.');
    await waitFor(() => expect(letters()[0].text).toBe('저는 사용자의 불편을 끝까지 붙잡는 개발자입니다.'));
    expect(letters()[0].state).toBe('writing');
    first.end();
    await waitFor(() => expect(letters()[0].state).toBe('done'));

    // The second letter streams after the first.
    second.write('전공 수업에서 만든 추천 서비스로');
    await waitFor(() => expect(letters()[1].text).toBe('전공 수업에서 만든 추천 서비스로'));
    second.write(' 사용자 2천 명을 모았습니다.');
    second.end();

    await waitFor(() =>
      expect(letters()).toEqual([
        {
          question: QUESTIONS[0].text,
          text: '저는 사용자의 불편을 끝까지 붙잡는 개발자입니다.',
          state: 'done',
        },
        {
          question: QUESTIONS[1].text,
          text: '전공 수업에서 만든 추천 서비스로 사용자 2천 명을 모았습니다.',
          state: 'done',
        },
      ]),
    );
    // Each letter was read once and shows once: the page reloads its data after each letter, and that
    // neither restarts a stream (which blanks the letter) nor doubles its text.
    expect([first.requests, second.requests]).toEqual([1, 1]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // After each letter, that question's list was loaded again from its first page. (The load after
    // the form's post is Remix's revalidation.)
    await waitFor(() => expect(loads.slice(-2)).toEqual(['?id=7&p12=3', '?id=7']));
  });

  it('a finished letter gives way to its saved copy once the list is loaded again', async () => {
    const first = new LetterStream();
    const second = new LetterStream();
    const saved: number[] = [];
    const { user } = await renderPanel({ 101: first, 102: second }, saved);
    await write(user, '지원 동기', '전공을 살린');
    first.write('저는 사용자의 불편을 끝까지 붙잡는 개발자입니다.');
    await waitFor(() => expect(letters()[0]?.text).toBe('저는 사용자의 불편을 끝까지 붙잡는 개발자입니다.'));
    // The server has saved the first letter when its stream ends: the reloaded list shows it there.
    saved.push(101);
    first.end();
    await waitFor(() => expect(letters().map((l) => l.question)).toEqual([QUESTIONS[1].text]));
    second.write('전공 수업에서 만든 추천 서비스로 사용자 2천 명을 모았습니다.');
    saved.push(102);
    second.end();
    await waitFor(() => expect(screen.queryByTestId('live-letters')).toBeNull());
    expect(screen.getByRole('button', { name: ko.generation.submit })).toHaveProperty('disabled', false);
  });

  it('shows the writing state on a disabled write button until the last letter ends', async () => {
    const letter = new LetterStream();
    const { user } = await renderPanel({ 101: letter });
    await write(user, '지원 동기');

    const writing = await screen.findByRole('button', { name: ko.generation.writing });
    expect(writing).toHaveProperty('disabled', true);
    letter.write('첫 문장입니다.');
    await waitFor(() => expect(letters()[0]?.text).toBe('첫 문장입니다.'));
    expect(screen.getByRole('button', { name: ko.generation.writing })).toHaveProperty('disabled', true);

    letter.end();
    const again = await screen.findByRole('button', { name: ko.generation.submit });
    expect(again).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: ko.generation.writing })).toBeNull();
  });

  it('shows the failure dialog with the reason the stream route gives', async () => {
    const { user } = await renderPanel({
      101: new Response('unavailable', { status: 502, headers: { 'Content-Type': 'text/plain' } }),
    });
    await write(user, '지원 동기');

    const dialog = await screen.findByRole('alertdialog', { name: ko.generation.failedTitle });
    expect(dialog.textContent).toContain(ko.generation.errors.unavailable);
    expect(letters()[0].state).toBe('failed');
    // The user can write again, and OK closes the dialog.
    expect(screen.getByRole('button', { name: ko.generation.submit })).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('tells a letter cut off mid-stream apart, keeps what was written, and closes on Escape', async () => {
    const letter = new LetterStream();
    const { user } = await renderPanel({ 101: letter });
    await write(user, '지원 동기');

    letter.write('저는 끝까지 ');
    await waitFor(() => expect(letters()[0]?.text).toBe('저는 끝까지 '));
    letter.break();

    const dialog = await screen.findByRole('alertdialog', { name: ko.generation.failedTitle });
    expect(dialog.textContent).toContain(ko.generation.errors.interrupted);
    expect(letters()[0]).toMatchObject({ text: '저는 끝까지 ', state: 'failed' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
