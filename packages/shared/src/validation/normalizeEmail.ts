/**
 * An address as typed, folded to the form we store and compare: NFKC turns what a Japanese IME
 * types in full width (ｂｏｂ＠ｅｘａｍｐｌｅ．ｃｏｍ) into ASCII, and the ends are trimmed.
 * Case is not folded here: what the person typed is kept as typed; the server stores and compares `emailKey`.
 */
export const normalizeEmail = (s: string) => s.normalize("NFKC").trim();

/**
 * The form the server stores and compares an address in (accounts, invitations): `normalizeEmail`
 * (input not parsed by the shared schema, e.g. a CSV row or the admin command, gets it too), then
 * lower case, so any casing finds the account or invitation.
 */
export const emailKey = (s: string) => normalizeEmail(s).toLowerCase();
