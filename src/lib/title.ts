// Page titles: the route's Romanian name with its first letter capitalised (spec §2).
// toLocaleUpperCase('ro-RO') keeps ă â î ș ț correct ("înregistrare" -> "Înregistrare").
export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase('ro-RO') + text.slice(head.length);
}

export function setDocumentTitle(name: string): void {
  document.title = capitalize(name);
}
