import { saveFile } from "../../lib/saveFile";
import { riskEndpoints } from "@eln/shared/risk";
import { call } from "../../api/call";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssessmentUpdate, RiskReport, RiskReportSend, ScreeningUpdate } from "@eln/shared/risk";
import { riskKeys } from "../../api/queryKeys";

export const useScreening = (noteId: string) =>
  useQuery({ queryKey: riskKeys.screening(noteId), queryFn: () => call(riskEndpoints.screening, { params: { noteId } }) });

export const usePrefill = (noteId: string, enabled: boolean) =>
  useQuery({
    queryKey: riskKeys.prefill(noteId),
    queryFn: () => call(riskEndpoints.prefill, { params: { noteId } }),
    enabled,
  });

/** A risk form's save answers with the form as saved: that becomes its query's data, with no refetch. */
function useSaveInto<Body, Saved>(queryKey: readonly unknown[], save: (body: Body) => Promise<Saved>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (data) => qc.setQueryData(queryKey, data) });
}

export const useSaveScreening = (noteId: string) =>
  useSaveInto(riskKeys.screening(noteId), (body: ScreeningUpdate) => call(riskEndpoints.saveScreening, { params: { noteId }, body }));

export const useAssessment = (noteId: string) =>
  useQuery({ queryKey: riskKeys.assessment(noteId), queryFn: () => call(riskEndpoints.assessment, { params: { noteId } }) });

export const useSaveAssessment = (noteId: string) =>
  useSaveInto(riskKeys.assessment(noteId), (body: AssessmentUpdate) => call(riskEndpoints.saveAssessment, { params: { noteId }, body }));

/**
 * History and status as read on load (spec §4: after submitting, the page must be reloaded
 * to see the new status), so this query is never refetched behind the user's back.
 */
export const useRiskReports = (noteId: string) =>
  useQuery({
    queryKey: riskKeys.reports(noteId),
    queryFn: () => call(riskEndpoints.reports, { params: { noteId } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useSendRiskReport = (noteId: string) =>
  useMutation({
    mutationFn: (body: RiskReportSend) => call(riskEndpoints.sendReport, { params: { noteId }, body }),
  });

/** Fetches the kept PDF with the session's token and hands it to the browser as a download. */
export async function downloadRiskReport(report: RiskReport) {
  const blob = await call(riskEndpoints.reportFile, { params: { reportId: report.id } });
  saveFile(blob, report.filename);
}
