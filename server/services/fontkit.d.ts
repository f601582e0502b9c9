// fontkit (pdfkit's own font parser) ships no types: the one call pdf-document.ts makes.
declare module 'fontkit' {
  /** A parsed font; pdfkit embeds and subsets it per document (`registerFont` takes it as it is). */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
