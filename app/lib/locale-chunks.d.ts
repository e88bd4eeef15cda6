/** Each translation file's browser chunk, `<lng>/<ns>` → `/assets/<file>.js` (vite.config.ts, `localeChunks`). */
declare module 'virtual:locale-chunks' {
  const chunks: Record<string, string>;
  export default chunks;
}
