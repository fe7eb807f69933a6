/**
 * Where 'save and close' and cancel go back to: the list as the user left it (page, sort, filters,
 * search), remembered per list path for the browser tab (sessionStorage, so a reload of the form
 * still knows it).
 */
const KEY = 'listReturn';

function read(): Record<string, string> {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberListSearch(listPath: string, search: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [listPath]: search }));
  } catch {
    // Without storage the form returns to the list's first page.
  }
}

/** The list path with the query it had when the user left it. */
export function listReturnPath(listPath: string): string {
  const search = read()[listPath];
  return search ? `${listPath}?${search}` : listPath;
}
