import { sql, type SQL } from "drizzle-orm";
import { noteSignatures } from "../records/schema";
import { attachments } from "./schema";

/**
 * Whether a file is part of a signed record: a signature on its note was made while it was
 * attached (at or after its upload). Such a file stays with the note: deleting it would destroy
 * what the signature's hash names (docs/records.md, "What a signature covers").
 */
export const isSignedFile = (): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${noteSignatures} where ${noteSignatures.noteId} = ${attachments.noteId} and ${noteSignatures.signedAt} >= ${attachments.createdAt})`;
