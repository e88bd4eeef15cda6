// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CheckReply } from '~/features/checks';
import checks from '~/locales/ko/checks.json';
import ko from '~/locales/ko/coverletters.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { LetterEditor } from './LetterEditor';

const RESULT = '/main/coverletter/result';

async function renderEditor(reply?: CheckReply) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const view = await renderRoutes(
    [
      {
        path: RESULT,
        loader: () => null,
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return null;
        },
        Component: () => (
          <LetterEditor
            id={7}
            content="첫 문장입니다."
            max={500}
            limitType="with-spaces"
            blindApp={false}
            blindQuestion={null}
            hasApplication={false}
            reply={reply}
          />
        ),
      },
    ],
    { url: RESULT },
  );
  const text = await screen.findByRole('textbox', { name: ko.letters.text });
  // The page's check has arrived (the form stops leaving it to the browser).
  await waitFor(() => expect(text.closest('form')?.noValidate).toBe(true));
  return { ...view, text, posted };
}

describe('LetterEditor', () => {
  it('a letter emptied to spaces is refused in place with the edit schema’s message, nothing posted', async () => {
    const { user, text, posted } = await renderEditor();
    await user.clear(text);
    await user.type(text, '   ');
    await user.click(screen.getByRole('button', { name: ko.letters.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(ko.validation.contentRequired);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    // The focus follows the message in the render after (the validator may still have been loading).
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(posted).toEqual([]);
  });

  it('an edited letter is posted with its id and the edit intent', async () => {
    const { user, text, posted } = await renderEditor();
    await user.type(text, ' 덧붙인 문장.');
    await user.click(screen.getByRole('button', { name: ko.letters.save }));
    await waitFor(() =>
      expect(posted).toEqual([
        { letterId: '7', content: '첫 문장입니다. 덧붙인 문장.', blindQuestion: 'follow', intent: 'edit' },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the same field is checked as it stands: Check posts the edited text with the switches', async () => {
    const { user, text, posted } = await renderEditor();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.type(text, ' 고친 문장.');
    await user.click(screen.getByRole('checkbox', { name: checks.blindOnce }));
    await user.click(screen.getByRole('button', { name: checks.check }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          letterId: '7',
          content: '첫 문장입니다. 고친 문장.',
          blindApp: 'on',
          blindQuestion: 'follow',
          intent: 'check-letter',
        },
      ]),
    );
  });

  it('after a check the field holds the checked text, with the findings and their apply buttons', async () => {
    const content = '일이 잘 되서 기뻤습니다.';
    const { user, text, posted } = await renderEditor({
      form: 'check',
      questionId: 0,
      letterId: 7,
      content,
      blindApp: true,
      blindQuestion: 'on',
      report: {
        findings: [
          {
            n: 1,
            kind: 'spelling',
            severity: 'fix',
            message: 'spelling.rule.doe-dwae',
            range: [5, 7],
            excerpt: '되서',
            suggestions: ['돼서'],
          },
        ],
        score: { fix: 1, consider: 0 },
        spelled: true,
        blind: true,
      },
    } as CheckReply);
    expect((text as HTMLTextAreaElement).value).toBe(content);
    expect(screen.getByTestId('check-score').textContent).toBe(
      checks.score.replace('{{fix}}', '1').replace('{{consider}}', '0'),
    );
    expect(screen.getByRole('checkbox', { name: checks.blindOnce })).toHaveProperty('checked', true);
    await user.click(screen.getByTestId('check-apply'));
    await waitFor(() =>
      expect(posted).toEqual([{ letterId: '7', content, blindApp: 'on', blindQuestion: 'on', apply: '1' }]),
    );
  });
});
