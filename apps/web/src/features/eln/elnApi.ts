import { elnEndpoints } from "@eln/shared/eln";
import { endpointUrl } from "@eln/shared/api";
import { call } from "../../api/call";
import { fileForm } from "../../api/fileForm";
import type { ErrorBody } from "@eln/shared";
import type { ElnImportAnswer } from "@eln/shared/eln";
import { refreshToken } from "../../api/apiClient";
import { ApiError } from "../../api/ApiError";
import { useAuthStore } from "../../state/authStore";

/**
 * Downloads a project or note as .eln. The server hands out a short-lived signed link and the
 * browser follows it, so a large archive streams to disk instead of into memory.
 */
export async function downloadEln(kind: "project" | "note", id: string) {
  const { url } = await (kind === "project" ? call(elnEndpoints.projectLink, { params: { projectId: id } }) : call(elnEndpoints.noteLink, { params: { noteId: id } }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function send(spaceId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(elnEndpoints.importFile.method, endpointUrl(elnEndpoints.importFile, { params: { spaceId } }));
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "Network request failed"));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(fileForm(file));
  });
}

/** Uploads an .eln into a new project of the space; XHR because fetch reports no upload progress. */
export async function importEln(spaceId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ElnImportAnswer> {
  let res = await send(spaceId, file, onProgress, signal);
  if (res.status === 401 && (await refreshToken())) res = await send(spaceId, file, onProgress, signal);
  if (res.status >= 200 && res.status < 300) return res.body as ElnImportAnswer;
  const e = (res.body as Partial<ErrorBody> | null)?.error;
  throw ApiError.fromAnswer(res.status, e, "Import failed");
}
