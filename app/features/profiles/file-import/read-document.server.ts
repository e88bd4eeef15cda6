// Tells an uploaded résumé's format by its content (never by its name or the type the browser
// claims) and reads it: a PDF as positioned text (pdf-import/), a Word .docx and a 한글 .hwpx as the
// lines of their XML, an HWP 5 (binary 한글) as the text of its records, a JSON Resume as structured
// sections. Hangul 97 (HWP 3), old Word .doc and password-protected files are recognised and answered
// with their own reason.
import jsonResumeSchema from '@jsonresume/schema';
import { extractPdfText, hasPdfHeader, MAX_TEXT_CHARS, PdfImportError } from '../pdf-import/extract.server';
import { docxLines, DOCX_ENTRY, isDocxEntry } from './docx';
import { ContainerError } from './container-error';
import { hwpLines } from './hwp.server';
import { hwpxLines, isHwpxEntry, isHwpxSection } from './hwpx';
import { fromJsonResume, type FromJsonResume } from './json-resume';
import { isZip, readZipTexts, zipDirectory } from './zip.server';

export type DocumentKind = 'pdf' | 'docx' | 'hwp' | 'hwpx' | 'json-resume';
export type DocumentFailure = 'unsupported' | 'hwp' | 'encrypted' | 'broken' | 'oversized' | 'empty' | 'busy';

export class DocumentError extends Error {
  readonly reason: DocumentFailure;
  constructor(reason: DocumentFailure, options?: { cause?: unknown }) {
    super(`Document unreadable: ${reason}`, options);
    this.name = 'DocumentError';
    this.reason = reason;
  }
}

export type ReadDocument =
  { kind: 'pdf' | 'docx' | 'hwp' | 'hwpx'; text: string } | { kind: 'json-resume'; resume: FromJsonResume };

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/** What an OLE compound file holds: a password-protected Office file, an HWP 5 document, or other. */
function oleKind(bytes: Uint8Array): 'encrypted' | 'hwp' | 'unsupported' {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.includes(utf16('EncryptedPackage'))) return 'encrypted';
  if (buffer.includes(Buffer.from('HWP Document File', 'latin1')) || buffer.includes(utf16('BodyText')))
    return 'hwp';
  return 'unsupported';
}

/** Hangul 97 and older (HWP 3): the signature opens the file itself, no OLE container around it. */
const isHwp3 = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 20)).toString('latin1').startsWith('HWP Document File V');

function readHwp(bytes: Uint8Array): ReadDocument {
  try {
    return { kind: 'hwp', text: textOf(hwpLines(bytes, MAX_TEXT_CHARS)) };
  } catch (error) {
    if (error instanceof ContainerError) throw new DocumentError(error.reason, { cause: error });
    throw error;
  }
}

/** The bytes as JSON text when they look like it (a UTF-8 object, a BOM allowed), else null. */
function jsonText(bytes: Uint8Array): string | null {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && /\s/.test(String.fromCharCode(bytes[at]))) at++;
  if (bytes[at] !== 0x7b) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(at));
  } catch {
    return null;
  }
}

function readJsonResume(text: string): FromJsonResume {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DocumentError('broken', { cause: error });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new DocumentError('unsupported');
  let valid = false;
  jsonResumeSchema.validate(value, (_errors: unknown, ok: boolean) => {
    valid = ok;
  });
  // Neither a résumé's sections nor its basics: some other JSON file.
  const known = ['basics', 'work', 'education', 'skills', 'projects'].some((k) => k in value);
  if (!valid || !known) throw new DocumentError('unsupported');
  return fromJsonResume(value as Record<string, unknown>);
}

function textOf(lines: string[]): string {
  const text = lines.join('\n').replace(/\n{3,}/g, '\n\n');
  if (text.length > MAX_TEXT_CHARS) throw new DocumentError('oversized');
  if (!text.trim()) throw new DocumentError('empty');
  return text;
}

function readZipDocument(bytes: Uint8Array): ReadDocument {
  try {
    const { names } = zipDirectory(bytes);
    if (names.includes(DOCX_ENTRY)) {
      return { kind: 'docx', text: textOf(docxLines(readZipTexts(bytes, isDocxEntry), MAX_TEXT_CHARS)) };
    }
    // OWPML: its sections under Contents/ (Hangul also writes mimetype "application/hwp+zip").
    if (names.some(isHwpxSection)) {
      const entries = readZipTexts(bytes, isHwpxEntry);
      const mimetype = entries.get('mimetype');
      if (mimetype !== undefined && !/hwp/i.test(mimetype)) throw new DocumentError('unsupported');
      return { kind: 'hwpx', text: textOf(hwpxLines(entries, MAX_TEXT_CHARS)) };
    }
    throw new DocumentError('unsupported');
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    if (error instanceof ContainerError) throw new DocumentError(error.reason, { cause: error });
    if (error instanceof RangeError) throw new DocumentError('oversized', { cause: error });
    throw new DocumentError('broken', { cause: error });
  }
}

/** Reads an upload whatever its format. Throws DocumentError with the reason a member is told. */
export async function readDocument(bytes: Uint8Array): Promise<ReadDocument> {
  if (hasPdfHeader(bytes)) {
    try {
      return { kind: 'pdf', text: await extractPdfText(bytes) };
    } catch (error) {
      if (error instanceof PdfImportError)
        throw new DocumentError(error.reason === 'not-pdf' ? 'unsupported' : error.reason, { cause: error });
      throw error;
    }
  }
  if (OLE.every((b, i) => bytes[i] === b)) {
    const kind = oleKind(bytes);
    if (kind === 'hwp') return readHwp(bytes);
    throw new DocumentError(kind);
  }
  if (isHwp3(bytes)) throw new DocumentError('hwp');
  if (isZip(bytes)) return readZipDocument(bytes);
  const json = jsonText(bytes);
  if (json !== null) return { kind: 'json-resume', resume: readJsonResume(json) };
  throw new DocumentError('unsupported');
}
