/**
 * Size limits shared by the hosts and the page (zod-free, so the renderer bundle can use them).
 * A whole finished game exports to about 40 KB, so these leave a hundredfold margin while keeping
 * one hostile request from exhausting the host's memory.
 */

/** The largest save file the Load screen reads and the host imports, in bytes (UTF-8). */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

/** The largest WebSocket frame the web host accepts; the page checks before sending. */
export const MAX_FRAME_BYTES = 8 * 1024 * 1024;

/** Bytes of `text` once encoded as UTF-8, without allocating the encoding. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}
