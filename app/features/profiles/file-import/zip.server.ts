// Reads the few entries an import needs from a ZIP container (.docx, .hwpx) with fflate, within
// bounds: no more entries than a document has, and no more bytes inflated than the entries' declared
// sizes allow, which are capped before anything is inflated. fflate inflates an entry into a buffer
// of its declared size and never grows it, so a bomb that lies about its size is cut at that size.
import { unzipSync } from 'fflate';
import { ContainerError } from './container-error';

/** An archive with more entries than this is no document. */
export const MAX_ZIP_ENTRIES = 2000;
/** What the wanted entries may inflate to, in all. */
export const MAX_UNZIPPED_BYTES = 24 * 1024 * 1024;

export const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The names of the archive's entries (from its central directory), and whether any is encrypted. */
export function zipDirectory(bytes: Uint8Array): { names: string[]; encrypted: boolean } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ContainerError('broken');
  const count = view.getUint16(end + 10, true);
  if (count > MAX_ZIP_ENTRIES) throw new ContainerError('oversized');
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  let encrypted = false;
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw new ContainerError('broken');
    if (view.getUint16(at + 8, true) & 1) encrypted = true;
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extra + comment;
  }
  return { names, encrypted };
}

/**
 * The wanted entries' contents, as text (UTF-8). Throws ContainerError: 'broken' (not a readable archive),
 * 'encrypted' (a password-protected entry), 'oversized' (too many entries, or the wanted ones would
 * inflate past MAX_UNZIPPED_BYTES).
 */
export function readZipTexts(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, string> {
  const { encrypted } = zipDirectory(bytes);
  if (encrypted) throw new ContainerError('encrypted');
  let declared = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        declared += file.originalSize;
        if (declared > MAX_UNZIPPED_BYTES) throw new ContainerError('oversized');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ContainerError) throw error;
    throw new ContainerError('broken', { cause: error });
  }
  const decoder = new TextDecoder();
  return new Map(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
}
