// A stable ref callback that focuses its element once, when it mounts: for a result that replaces
// the form the focus was in (success, invalid link), so keyboard and screen-reader users follow.
export function focusOnMount(node: HTMLElement | null): void {
  node?.focus();
}
