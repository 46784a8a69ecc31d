// One normalised column is searched with a trigram index: full-width/half-width
// and case differences vanish (NFKC + lower case), so "ＥＴＨＡＮＯＬ", "ethanol"
// and "Ethanol" all match, and a CAS number matches as typed.

export function normalizeSearch(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

export function materialSearchText(m: { name: string; nameEn?: string | null; casNumber?: string | null }): string {
  return normalizeSearch([m.name, m.nameEn ?? "", m.casNumber ?? ""].filter(Boolean).join(" "));
}

/** A LIKE pattern that matches the normalised query anywhere. */
export function likePattern(q: string): string {
  return `%${normalizeSearch(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
