/** Offers a blob as a file download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Offers text as a file download. */
export const saveText = (text: string, filename: string, type = 'text/csv;charset=utf-8'): void =>
  saveBlob(new Blob([text], { type }), filename);
