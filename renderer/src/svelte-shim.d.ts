// For plain `tsc`: .svelte imports are typed by svelte-check; here they are just components.
declare module '*.svelte' {
  import type { Component } from 'svelte';
  const component: Component<Record<string, unknown>>;
  export default component;
}

// Stylesheets are bundled by Vite; importing one has no value.
declare module '*.css';
