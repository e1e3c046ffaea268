/**
 * Saves `text` as a UTF-8 file named `fileName`, through a link to a blob, as a download button
 * does. The byte order mark lets spreadsheet programs read the file as UTF-8, not their locale's code page.
 */
export function downloadText(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the download; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
