/**
 * An address as typed, folded to the form we store and compare: NFKC turns what a Japanese IME
 * types in full width (ｂｏｂ＠ｅｘａｍｐｌｅ．ｃｏｍ) into ASCII, and the ends are trimmed.
 * Case is not folded here: the server lower-cases where it compares addresses (invitations: `emailKey`).
 */
export const normalizeEmail = (s: string) => s.normalize("NFKC").trim();
