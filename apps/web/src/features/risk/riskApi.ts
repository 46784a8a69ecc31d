import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AssessmentBody,
  AssessmentUpdate,
  RiskReport,
  RiskReportSend,
  RiskReportsBody,
  ScreeningAnswerBody,
  ScreeningPrefillBody,
  ScreeningUpdate,
} from "@eln/shared/risk";
import { api } from "../../api/apiClient";

export const riskKeys = {
  screening: (noteId: string) => ["risk", noteId, "screening"] as const,
  prefill: (noteId: string) => ["risk", noteId, "prefill"] as const,
  assessment: (noteId: string) => ["risk", noteId, "assessment"] as const,
  reports: (noteId: string) => ["risk", noteId, "reports"] as const,
};

export const useScreening = (noteId: string) =>
  useQuery({ queryKey: riskKeys.screening(noteId), queryFn: () => api<ScreeningAnswerBody>(`/api/notes/${noteId}/risk-screening`) });

export const usePrefill = (noteId: string, enabled: boolean) =>
  useQuery({
    queryKey: riskKeys.prefill(noteId),
    queryFn: () => api<ScreeningPrefillBody>(`/api/notes/${noteId}/risk-screening/prefill`),
    enabled,
  });

export function useSaveScreening(noteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ScreeningUpdate) => api<ScreeningAnswerBody>(`/api/notes/${noteId}/risk-screening`, { method: "PUT", body }),
    onSuccess: (data) => qc.setQueryData(riskKeys.screening(noteId), data),
  });
}

export const useAssessment = (noteId: string) =>
  useQuery({ queryKey: riskKeys.assessment(noteId), queryFn: () => api<AssessmentBody>(`/api/notes/${noteId}/risk-assessment`) });

export function useSaveAssessment(noteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentUpdate) => api<AssessmentBody>(`/api/notes/${noteId}/risk-assessment`, { method: "PUT", body }),
    onSuccess: (data) => qc.setQueryData(riskKeys.assessment(noteId), data),
  });
}

/**
 * History and status as read on load (spec §4: after submitting, the page must be reloaded
 * to see the new status), so this query is never refetched behind the user's back.
 */
export const useRiskReports = (noteId: string) =>
  useQuery({
    queryKey: riskKeys.reports(noteId),
    queryFn: () => api<RiskReportsBody>(`/api/notes/${noteId}/risk-reports`),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useSendRiskReport = (noteId: string) =>
  useMutation({
    mutationFn: (body: RiskReportSend) => api<{ report: RiskReport }>(`/api/notes/${noteId}/risk-reports`, { method: "POST", body }),
  });

/** Fetches the kept PDF with the session's token and hands it to the browser as a download. */
export async function downloadRiskReport(report: RiskReport) {
  const blob = await api<Blob>(`/api/risk-reports/${report.id}/file`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = report.filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
