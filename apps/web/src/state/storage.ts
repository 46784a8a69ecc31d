// Session state lives in local storage, one key per field (`eln.<slice>.<field>`),
// so clearing a slice removes exactly its entries (spec §3–4).
export const storageKey = (slice: string, field: string) => `eln.${slice}.${field}`;

function store(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value as object).length === 0;
  return false;
}

export function readStored<T>(slice: string, field: string, fallback: T): T {
  const raw = store()?.getItem(storageKey(slice, field));
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Setting a value to empty removes its storage entry. */
export function writeStored(slice: string, field: string, value: unknown) {
  const s = store();
  if (!s) return;
  if (isEmptyValue(value)) s.removeItem(storageKey(slice, field));
  else s.setItem(storageKey(slice, field), JSON.stringify(value));
}

/** Mirrors the named fields of a zustand store to storage on every change. */
export function persistFields<S extends object>(
  slice: string,
  fields: (keyof S & string)[],
  subscribe: (listener: (state: S, prev: S) => void) => unknown,
) {
  subscribe((state, prev) => {
    for (const f of fields) if (state[f] !== prev[f]) writeStored(slice, f, state[f]);
  });
}
