// Hand-written one-page PDFs whose content stream decompresses to far more than the file's size
// ("decompression bombs"), made at test time so nothing large is committed.
import zlib from 'node:zlib';

/** A one-page PDF (Helvetica as F1) whose page content is `stream`, declared with `filter`. */
export function onePagePdf(stream: Buffer, filter: string | null): Buffer {
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      'latin1',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length}${filter ? ` /Filter ${filter}` : ''} >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', 'latin1'),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(length);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

/**
 * The zlib stream of `chunk` repeated `times` times, made in milliseconds: the chunk is compressed
 * once, ending in a full flush (so it needs no earlier history), and that piece is repeated.
 */
export function deflateRepeated(chunk: Buffer, times: number): Buffer {
  const piece = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const last = zlib.deflateRawSync(Buffer.alloc(0));
  const one = adler32(chunk);
  let check = one;
  for (let i = 1; i < times; i++) check = adler32Combine(check, one, chunk.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(check >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(times).fill(piece), last, trailer]);
}

const BASE = 65521;

function adler32(data: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % BASE;
    b = (b + a) % BASE;
  }
  return b * 65536 + a;
}

/** zlib's adler32_combine: the checksum of `first` followed by `second` (`length` bytes). */
function adler32Combine(first: number, second: number, length: number): number {
  const rem = length % BASE;
  let sum1 = first % 65536;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second % 65536) + BASE - 1;
  sum2 += Math.floor(first / 65536) + Math.floor(second / 65536) + BASE - rem;
  sum1 %= BASE;
  sum2 %= BASE;
  return sum2 * 65536 + sum1;
}

const MB = 1 << 20;

/** ~0.7 MB of Flate that inflates to ~200 MB of text-showing operators. */
export function textOperatorBomb(): Buffer {
  const line = 'BT /F1 12 Tf 72 720 Td (Senior engineer at Example Corp) Tj ET\n';
  const chunk = Buffer.from(line.repeat(Math.floor(MB / line.length)), 'latin1');
  return onePagePdf(deflateRepeated(chunk, 200), '/FlateDecode');
}

/** ~1 MB of Flate that inflates to 1 GB of spaces. */
export function spacesBomb(): Buffer {
  return onePagePdf(deflateRepeated(Buffer.alloc(MB, 0x20), 1024), '/FlateDecode');
}

/**
 * The spaces bomb behind a second filter (hex text first, then Flate), which a scan for Flate
 * streams cannot size: only the reader's time and memory limits stop it.
 */
export function hexWrappedSpacesBomb(): Buffer {
  const flate = deflateRepeated(Buffer.alloc(MB, 0x20), 1024);
  return onePagePdf(Buffer.from(`${flate.toString('hex')}>`, 'latin1'), '[/ASCIIHexDecode /FlateDecode]');
}

/** A small, ordinary one-page PDF with `lines` of text (Helvetica, uncompressed). */
export function plainTextPdf(lines: string[]): Buffer {
  const body = lines
    .map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 16} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  return onePagePdf(Buffer.from(body, 'latin1'), null);
}
