/** Vite build of the renderer (Svelte 5) into dist/renderer, served by app:// or the web host. */
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./renderer'),
  base: './',
  publicDir: here('./assets/icons'),
  plugins: [svelte()],
  build: {
    outDir: here('./dist/renderer'),
    emptyOutDir: true,
    target: 'chrome120',
    // No inline scripts anywhere: the CSP forbids them.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
