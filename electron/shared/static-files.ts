/** Resolving a URL path to a file inside the built renderer, refusing anything outside it. */
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, isAbsolute } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file for `urlPath` under `root`, or null (missing, a directory, or an escape attempt). */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const wanted = decoded === '/' || decoded === '' ? '/index.html' : decoded;
  const file = normalize(join(root, wanted));
  const rel = relative(root, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}
