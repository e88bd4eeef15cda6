import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/**
 * A real SMTP server on localhost that keeps what it receives, for tests of the mail adapter and e2e.
 * `refuse(true)` makes it answer every mail with 421 (a mail server that is down for now).
 */
export async function startSmtpPeer(port = 0) {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeHeader(raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? ''),
          text: decodeBody(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as { port: number };
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuse(value: boolean) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An RFC 2047 header: the white space between two encoded words is not part of the text (§6.2), and a
 * character may be split between them, so the bytes of a run of encoded words are decoded together
 * ("[커리어코치] 이메일 인증 안내" comes folded in two words; a single space, not the fold's two).
 */
function decodeHeader(value: string): string {
  const word = /=\?utf-8\?([BQ])\?([^?]*)\?=/gi;
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/(?:=\?utf-8\?[BQ]\?[^?]*\?=\s*)*=\?utf-8\?[BQ]\?[^?]*\?=/gi, (run) =>
      Buffer.concat(
        [...run.matchAll(word)].map(([, enc, data]) =>
          enc.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : quotedPrintableBytes(data.replace(/_/g, ' ')),
        ),
      ).toString('utf8'),
    );
}

function quotedPrintableBytes(value: string): Buffer {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1');
}

function decodeQuotedPrintable(value: string): string {
  return quotedPrintableBytes(value).toString('utf8');
}

/** The text/plain part, decoded: enough to find the links a test follows. */
function decodeBody(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain/i)[1] ?? raw;
  const [headers, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').split(/\r?\n--/)[0];
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}
