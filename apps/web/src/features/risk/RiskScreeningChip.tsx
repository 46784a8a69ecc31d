// The Done / Not Done risk-screening chip on a note (risk feature fills this in).
export function RiskScreeningChip(_props: { noteId: string; canEdit: boolean }) {
  return null;
}
