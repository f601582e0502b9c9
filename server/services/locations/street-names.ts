// Street names as Poșta Română lists them and as people type them. The list keeps the type apart
// ("Stradă" + "Memorandumului") and puts person names surname first ("Mincu Ion, arh."). Answers
// put the type before the name in its articulated form, as on an envelope ("Strada
// Memorandumului"); a search term's leading type word ("str", "strada", "bd", "calea") is a hint
// about the type, not a word of the name, and the words of a name may come in any order.
import { foldName } from './names.ts';

// Poșta's types (the 46 of streets.csv, "Alee I"... "Alee VIII" share "Alee") and how they read
// before a name.
const ARTICULATED: Record<string, string> = {
  Stradă: 'Strada', Bulevard: 'Bulevardul', Alee: 'Aleea', Intrare: 'Intrarea', Cale: 'Calea', Șosea: 'Șoseaua',
  Piață: 'Piața', Drum: 'Drumul', Fundătură: 'Fundătura', Splai: 'Splaiul', Stradelă: 'Stradela', Fundac: 'Fundacul',
  Prelungire: 'Prelungirea', Pasaj: 'Pasajul', Uliță: 'Ulița', Trecătoare: 'Trecătoarea', Parc: 'Parcul',
  Colonie: 'Colonia', Șir: 'Șirul', Vad: 'Vadul', Scuar: 'Scuarul', Piațetă: 'Piațeta', Pietonal: 'Pietonalul',
  Pod: 'Podul', Hotar: 'Hotarul', Stația: 'Stația', Esplanadă: 'Esplanada', Variantă: 'Varianta', Câmp: 'Câmpul',
  Poligon: 'Poligonul', Suiș: 'Suișul', Curte: 'Curtea', Potecă: 'Poteca', Platou: 'Platoul', Cartier: 'Cartierul',
  Canal: 'Canalul', Canton: 'Cantonul', Rampa: 'Rampa',
};

/** "Stradă" -> "Strada", "Alee IV" -> "Aleea IV"; an unknown type as it is. */
export function articulatedType(type: string): string {
  const [first = '', ...rest] = type.split(' ');
  return [ARTICULATED[first] ?? first, ...rest].join(' ');
}

/** The name as an address shows it: "Strada Memorandumului", "Calea Victoriei". */
export function streetLabel(type: string, name: string): string {
  return type ? `${articulatedType(type)} ${name}` : name;
}

/** The folded first word of a Poșta type ("Alee IV" -> "alee"): what a type hint is compared with. */
export function typeKey(type: string): string {
  return foldName(type).split(' ')[0] ?? '';
}

// Words that, first in a term, name a type: Poșta's types, their articulated forms, the usual
// abbreviations (folded: "b-dul" arrives as "b dul", "str." as "str").
const TYPE_WORDS = new Map<string, string>();
for (const [type, article] of Object.entries(ARTICULATED)) {
  TYPE_WORDS.set(typeKey(type), typeKey(type));
  TYPE_WORDS.set(typeKey(article), typeKey(type));
}
const ABBREVIATIONS: Record<string, string> = {
  str: 'strada', bd: 'bulevard', bdul: 'bulevard', blvd: 'bulevard', bld: 'bulevard', al: 'alee', cal: 'cale',
  sos: 'sosea', pta: 'piata', int: 'intrare', intr: 'intrare', spl: 'splai',
  prel: 'prelungire', fdt: 'fundatura', drm: 'drum',
};
for (const [word, key] of Object.entries(ABBREVIATIONS)) TYPE_WORDS.set(word, key);

export interface StreetTerm {
  /** Every folded word, the first included. */
  words: string[];
  /** When the first word names a type and more words follow: the other words and the types meant. */
  typed: { words: string[]; types: ReadonlySet<string> } | null;
}

/** A term's words; "b-dul" and "p-ța" count as one word. */
export function streetTerm(raw: string): StreetTerm {
  const folded = foldName(raw).replace(/^b dul\b/, 'bdul').replace(/^p ta\b/, 'pta');
  const words = folded ? folded.split(' ') : [];
  const [first = '', ...rest] = words;
  if (!rest.length) return { words, typed: null };
  const types = new Set<string>();
  const exact = TYPE_WORDS.get(first);
  if (exact) types.add(exact);
  // A type being typed ("bulev", "stra") hints at every type it starts.
  else if (first.length >= 3) for (const [word, key] of TYPE_WORDS) if (word.startsWith(first)) types.add(key);
  return { words, typed: types.size ? { words: rest, types } : null };
}

/** The words of a name in a fixed order, so "Ion Mincu" meets "Mincu Ion". */
export function sortedWords(words: readonly string[]): string {
  return [...words].sort().join(' ');
}
