import { randomBytes } from "node:crypto";

// Crockford base32 without look-alikes (no I, L, O, U): readable off a label and safe in a QR code.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new container code such as "C-7K3M9QXA" (40 random bits). */
export function newContainerCode(): string {
  const bytes = randomBytes(8);
  let s = "";
  for (let i = 0; i < 8; i++) s += ALPHABET[bytes[i] & 31];
  return `C-${s}`;
}

/** What a scanner or a person typed, in the stored form. */
export const normalizeCode = (s: string) => s.trim().normalize("NFKC").toUpperCase();
