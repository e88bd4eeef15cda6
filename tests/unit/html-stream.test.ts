import { Readable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withoutNulBytes } from '~/lib/html-stream.server';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the HTML stream', () => {
  it('drops the zero bytes React 18 pads its buffer with and keeps multi-byte text whole', async () => {
    const stream = withoutNulBytes();
    const text = Buffer.from('이력서와 자기소개서 — résumé', 'utf8');
    // The character that did not fit follows in the next chunk, after one to three zeros.
    stream.write(Buffer.concat([text.subarray(0, 6), Buffer.from([0, 0])]));
    stream.write(Buffer.concat([text.subarray(6, 20), Buffer.from([0])]));
    stream.end(text.subarray(20));
    expect((await collect(stream)).toString('utf8')).toBe(text.toString('utf8'));
  });

  it('carries a whole React page, which React ends once', async () => {
    const page = createElement(
      'main',
      null,
      Array.from({ length: 400 }, (_, i) => createElement('p', { key: i }, `문단 ${i} — paragraph`)),
    );
    const stream = withoutNulBytes();
    let ends = 0;
    const end = stream.end.bind(stream);
    stream.end = ((...args: Parameters<typeof end>) => {
      ends++;
      return end(...args);
    }) as typeof stream.end;
    const { pipe } = renderToPipeableStream(page, { onShellReady: () => pipe(stream) });
    const html = (await collect(stream)).toString('utf8');
    expect(html).toBe(renderToStaticMarkup(page).replace(/<!-- -->/g, ''));
    await new Promise((r) => setImmediate(r));
    // Ended again on a 'close' React took for an early one, Node made an error object per request.
    expect(ends).toBe(1);
  });
});
