import { elnEndpoints } from "@eln/shared/eln";
import { tusPaths } from "@eln/shared/api";
import { call } from "../../api/call";
import * as tus from "tus-js-client";
import type { ElnImportAnswer } from "@eln/shared/eln";
import { ApiError } from "../../api/ApiError";
import { useAuthStore } from "../../state/authStore";
import { apiErrorOfTus, tusShouldRetry } from "../../api/tusAnswers";

const CHUNK = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

export interface ImportProgress {
  phase: "uploading" | "importing";
  fraction: number;
}

/**
 * Large archives: create a job, upload resumably (tus, retried across network drops), then
 * follow the server's background import until it is done.
 */
export async function importElnResumable(spaceId: string, file: File, onProgress: (p: ImportProgress) => void, signal?: AbortSignal): Promise<ElnImportAnswer> {
  const job = await call(elnEndpoints.createImportJob, { params: { spaceId }, body: { fileName: file.name, size: file.size } });
  await new Promise<void>((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: tusPaths.elnImports,
      chunkSize: CHUNK,
      // The first chunk rides on the request that creates the upload: one round trip fewer.
      uploadDataDuringCreation: true,
      retryDelays: RETRY_DELAYS,
      metadata: { jobId: job.id, filename: file.name },
      onBeforeRequest: (req) => req.setHeader("Authorization", `Bearer ${useAuthStore.getState().token ?? ""}`),
      onShouldRetry: tusShouldRetry,
      onProgress: (sent, total) => onProgress({ phase: "uploading", fraction: total ? sent / total : 0 }),
      onSuccess: () => resolve(),
      onError: (err) => {
        reject(apiErrorOfTus((err as tus.DetailedError).originalResponse) ?? new ApiError(0, "network", err.message));
      },
    });
    signal?.addEventListener("abort", () => {
      void upload.abort(true);
      reject(new DOMException("aborted", "AbortError"));
    });
    upload.start();
  });
  for (;;) {
    if (signal?.aborted) throw new DOMException("aborted", "AbortError");
    const state = await call(elnEndpoints.importJob, { params: { jobId: job.id } });
    if (state.status === "done" && state.result) return state.result;
    if (state.status === "failed") {
      throw new ApiError(400, (state.error?.code ?? "internal") as never, state.error?.message ?? "Import failed", undefined, state.error?.reason ? { reason: state.error.reason } : undefined);
    }
    onProgress({ phase: "importing", fraction: state.progress / 100 });
    await new Promise((r) => setTimeout(r, 1000));
  }
}
