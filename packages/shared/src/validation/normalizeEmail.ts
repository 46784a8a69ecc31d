/**
 * An address as typed, folded to the form we store and compare: NFKC turns what a Japanese IME
 * types in full width (ｂｏｂ＠ｅｘａｍｐｌｅ．ｃｏｍ) into ASCII, and the ends are trimmed.
 * Case is folded by the server (lower case) where it looks addresses up.
 */
export const normalizeEmail = (s: string) => s.normalize("NFKC").trim();
