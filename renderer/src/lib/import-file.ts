/** Reading a save file the player picked, refusing one too large before a byte of it is read. */
import type { Reply } from '../../../electron/ipc/contract';
import { MAX_IMPORT_BYTES } from '../../../electron/ipc/limits';

export async function readImportFile(file: Pick<Blob, 'size' | 'text'>): Promise<Reply<string>> {
  if (file.size > MAX_IMPORT_BYTES)
    return {
      ok: false,
      error: { code: 'import-too-large', message: 'import-too-large', params: { maxBytes: MAX_IMPORT_BYTES } },
    };
  return { ok: true, value: await file.text() };
}
