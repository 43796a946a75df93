/** Hands a file made in the page to the browser's downloads (reports, decks, the learner's data). */
export function saveFile(contents: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked only once the browser has surely read it: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
