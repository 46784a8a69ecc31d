import { saveFile } from "../../lib/saveFile";
import { recordEndpoints } from "@eln/shared/records";
import { call } from "../../api/call";
import { refetchChanged } from "../../api/refetchChanged";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { attachmentKeys, commentKeys, noteKeys, recordKeys } from "../../api/queryKeys";

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
  // A signature makes the note's files part of a signed record (they lose their delete button).
  return useCallback(() => refetchChanged(qc, noteKeys.note(noteId), recordKeys.myWitnessRequests, commentKeys.note(noteId), attachmentKeys.note(noteId)), [qc, noteId]);
}

/** The signature record (hash, signer, meaning, time, RFC 3161 token) for `npm run verify`. */
export async function downloadSignatureRecord(noteId: string, signatureId: string) {
  const blob = await call(recordEndpoints.signedRecord, { params: { id: noteId, signatureId } });
  saveFile(blob, `signature-${signatureId}.json`);
}
