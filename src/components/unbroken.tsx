// Text whose hyphenated words (an order number such as CUR-2026-000123, an invoice code) never
// break at their hyphens: a narrow box wraps it between words only.

/** `text` with each hyphenated word in a no-wrap span; the rest of the text wraps as usual. */
export function Unbroken({ text }: { text: string }) {
  return <>{text.split(/(\S+-\S+)/).map((part, i) => (i % 2 === 1 ? <span key={i} className="no-wrap">{part}</span> : part))}</>;
}
