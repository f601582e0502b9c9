// Saving a file the app has in hand (a download it fetched with the bearer, a CSV it made) under a
// name: a temporary link clicked, not a navigation, so the app stays where it is. The object URL is
// kept a minute, long enough for the browser to start writing a large file. A same-origin URL (a
// signed label link) is downloaded the same way.
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): string {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

/** Downloads `url` (same origin or an object URL: the file is saved, not opened in place of the app). */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
