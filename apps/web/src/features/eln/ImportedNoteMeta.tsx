import { useTranslation } from "react-i18next";
import type { NoteDetail } from "@eln/shared/notes";
import { formatDateTime } from "../../lib/formatDate";

/**
 * The note header's dates and people for a note imported from an .eln archive: the archive's
 * dates and author, and who imported it when (the importer did not write it in 2025).
 */
export function ImportedNoteMeta({ note }: { note: NoteDetail & { imported: NonNullable<NoteDetail["imported"]> } }) {
  const { t, i18n } = useTranslation("eln");
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const { imported } = note;
  const from = imported.from ?? t("imported.anArchive");
  const editedHere = Date.parse(note.updatedAt) > Date.parse(imported.at);
  return (
    <>
      {t("imported.created", { time: time(note.createdAt) })}
      {" · "}
      <span data-testid="note-imported-from">{imported.originalAuthor ? t("imported.fromBy", { from, author: imported.originalAuthor }) : t("imported.from", { from })}</span>
      {" · "}
      {t("imported.importedBy", { time: time(imported.at), name: imported.by?.name ?? "—" })}
      {" · "}
      {editedHere
        ? t("notes:meta.updated", { time: time(note.updatedAt), name: note.updatedBy?.name ?? "—" })
        : t("imported.updatedThere", { time: time(note.updatedAt) })}
    </>
  );
}
