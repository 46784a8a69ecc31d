import { saveFile } from "../../lib/saveFile";
import { recordEndpoints } from "@eln/shared/records";
import { call } from "../../api/call";
import { refetchChanged } from "../../api/refetchChanged";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { commentKeys } from "../comments/commentsApi";

export const recordKeys = {
  note: (noteId: string) => ["note", noteId, "records"] as const,
  myWitnessRequests: ["witness-requests"] as const,
  // Under the space's key, so refreshing the space after a restore or deletion refreshes its trash too.
  trash: (spaceId: string) => ["space", spaceId, "trash"] as const,
};

export function useNoteRecords(noteId: string) {
  return useQuery({ queryKey: recordKeys.note(noteId), queryFn: () => call(recordEndpoints.get, { params: { id: noteId } }), refetchOnMount: "always" });
}

export function useMyWitnessRequests() {
  return useQuery({
    queryKey: recordKeys.myWitnessRequests,
    queryFn: async () => (await call(recordEndpoints.myWitnessRequests)).items,
    refetchOnMount: "always",
  });
}

/**
 * After a lock, signature or witness change: the note (abilities, lock), its records, and its
 * comments, whose answer says whether commenting is possible (not on a locked note).
 */
export function useRefreshRecords(noteId: string) {
  const qc = useQueryClient();
  return useCallback(() => refetchChanged(qc, ["note", noteId], recordKeys.myWitnessRequests, commentKeys.note(noteId)), [qc, noteId]);
}

/** The signature record (hash, signer, meaning, time, RFC 3161 token) for `npm run verify`. */
export async function downloadSignatureRecord(noteId: string, signatureId: string) {
  const blob = await call(recordEndpoints.signedRecord, { params: { id: noteId, signatureId } });
  saveFile(blob, `signature-${signatureId}.json`);
}
