// What a visitor typed into a prerendered form before the app took it over: React keeps the text
// on screen when it hydrates a field, but its state still holds the prerendered value, so the
// next render would wipe the text (and a search or a check would not see it). Handed to the
// fields' own onChange here, once, right after the form is hydrated: a field typed into is one
// whose value differs from the value it was rendered with (React sets that as its defaultValue).
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', '']);

/** Replays, as an `input` event, the value of every text field under `root` typed before hydration. */
export function handOverTypedValues(root: HTMLElement | null): void {
  if (!root) return;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.getAttribute('type') ?? '')) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React notices a change only against the value it last saw: it sees the rendered one first
    // (its own setter), then the typed one arrives through the element's native setter.
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!nativeSetter) continue;
    field.value = field.defaultValue;
    nativeSetter.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
