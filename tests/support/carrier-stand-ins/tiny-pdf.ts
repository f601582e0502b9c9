// The carrier stand-ins' labels: a tiny but well-formed one-page PDF saying a line of text (small,
// but a PDF any reader opens), on the page size each stand-in gives its labels.

/** Page sizes in PDF points (1/72 inch): A4, A6 and a 10x14 cm label (the Cargus and DPD stand-ins). */
export const PAGE = { A4: [595, 842], A6: [298, 420], LABEL_10X14: [283, 397] } as const;

/** A one-page PDF saying `text` on a page `size` points wide and high (A6 unless told). */
export function tinyPdf(text: string, size: readonly [number, number] = PAGE.A6): Uint8Array {
  const content = `BT /F1 12 Tf 20 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size[0]} ${size[1]}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
