/** Hands a downloaded file to the browser; the object URL is released once the click is done. */
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Spec section 9: a download helper is removed after 10 s.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
