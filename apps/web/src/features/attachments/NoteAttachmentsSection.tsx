// The attachments area of a note (attachments feature fills this in).
export function NoteAttachmentsSection(_props: { noteId: string; canEdit: boolean }) {
  return null;
}
