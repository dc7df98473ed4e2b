/** The site name kept in localStorage for page titles (`title - siteName`); absent keys are ignored. */
export function readSiteName(key: string | undefined, storage: Storage | undefined = globalThis.localStorage): string {
  if (!key || !storage) return '';
  try {
    return storage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeSiteName(key: string | undefined, name: string, storage: Storage | undefined = globalThis.localStorage): void {
  if (!key || !storage) return;
  try {
    if (name) storage.setItem(key, name);
    else storage.removeItem(key);
  } catch {
    // Private mode or a full quota: the title simply goes without the site name.
  }
}
