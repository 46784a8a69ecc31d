// The chemical risk assessment panel of a note (risk feature fills this in).
export function RiskAssessmentPanel(_props: { noteId: string; canEdit: boolean }) {
  return null;
}
