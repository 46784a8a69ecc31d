// The notes table of a project (notes feature fills this in).
export function ProjectNotes(_props: { projectId: string; canEdit: boolean }) {
  return null;
}
