import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { GenerationError, writeLetter } from '~/features/coverletters/generation.server';
import { AiError } from '~/integrations/ai/errors';
import { parseRowId } from '~/lib/ids';
import { getLanguage } from '~/lib/i18n.server';

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * Streams one cover letter as it is written (text/plain, never compressed or buffered). The first
 * chunk is awaited before answering, so a letter that cannot be written answers with an error status
 * instead of an empty stream. A client that goes away stops the writing; the letter is then failed.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const id = parseRowId(params.id);
  if (id === null) return plain(404, 'not found');
  const letter = writeLetter(viewer.id, id, await getLanguage(request), request.signal);
  let first: IteratorResult<string>;
  try {
    first = await letter.next();
  } catch (error) {
    if (error instanceof GenerationError) return plain(error.reason === 'busy' ? 409 : 404, error.reason);
    // The body names the failure (unavailable, interrupted, refused) for the panel's dialog.
    return plain(502, error instanceof AiError ? error.reason : 'failed');
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      try {
        const next = await letter.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await letter.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
