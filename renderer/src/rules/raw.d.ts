// Vite inlines `?raw` imports as the file's text.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
