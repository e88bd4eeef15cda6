// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ko from '~/locales/ko/coverletters.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { LetterEditor } from './LetterEditor';

const RESULT = '/main/coverletter/result';

async function renderEditor() {
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
        Component: () => <LetterEditor id={7} content="첫 문장입니다." max={500} limitType="with-spaces" />,
      },
    ],
    { url: RESULT },
  );
  const text = await screen.findByRole('textbox', { name: ko.letters.edit });
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
    expect(document.activeElement).toBe(text);
    expect(posted).toEqual([]);
  });

  it('an edited letter is posted with its id and the edit intent', async () => {
    const { user, text, posted } = await renderEditor();
    await user.type(text, ' 덧붙인 문장.');
    await user.click(screen.getByRole('button', { name: ko.letters.save }));
    await waitFor(() =>
      expect(posted).toEqual([{ letterId: '7', content: '첫 문장입니다. 덧붙인 문장.', intent: 'edit' }]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
