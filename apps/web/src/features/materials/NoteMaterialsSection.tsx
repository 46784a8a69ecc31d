// The materials section of a note (materials feature fills this in).
export function NoteMaterialsSection(_props: { noteId: string; canEdit: boolean }) {
  return null;
}
