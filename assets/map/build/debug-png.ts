// Writes an RGB PNG for eyeballing the label raster while tuning seeds.
import { writeFileSync } from 'node:fs';
import { encodePng } from '../../png';

export function writeRgbPng(path: string, width: number, height: number, rgb: Uint8Array): void {
  writeFileSync(path, encodePng(width, height, 3, rgb));
}
