/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next turn: some browsers still read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
