import { tusPaths } from "@eln/shared/api";
import { attachmentEndpoints } from "@eln/shared/attachments";
import { call } from "../../api/call";
import { fileForm } from "../../api/fileForm";
import * as tus from "tus-js-client";
import { create } from "zustand";
import { AttachmentLimits, nextChunkSize, type UploadTaskState } from "@eln/shared/attachments";
import type { ErrorCode } from "@eln/shared";
import { ApiError } from "../../api/ApiError";
import { useAuthStore } from "../../state/authStore";
import { apiErrorOfTus, tusShouldRetry } from "../../api/tusAnswers";

// File upload tasks (spec §4: running, paused, success, canceled, error, with transient pausing
// and canceling). Files over 256 KiB go through tus in chunks that start at 256 KiB and double up
// to 32 MiB (§9); smaller ones in one multipart POST (§7). A reload forgets the File object, but
// tus keeps the upload URL under the file's fingerprint, so picking the same file again resumes.

export interface UploadTask {
  id: string;
  noteId: string;
  name: string;
  size: number;
  bytesSent: number;
  state: UploadTaskState;
  /** Where a resumed upload started from (bytes already on the server). */
  resumedFrom: number;
  errorCode?: ErrorCode | "network";
}

interface UploadState {
  tasks: UploadTask[];
  /** Starts uploading `file` to the note; `onDone` gets the new attachment's id. Returns the task's id. */
  start(noteId: string, file: File, onDone: (attachmentId: string | null) => void): string;
  pause(id: string): void;
  resume(id: string): void;
  cancel(id: string): void;
  dismiss(id: string): void;
}

interface Runner {
  pause(): Promise<void>;
  resume(): void;
  cancel(): Promise<void>;
}
const runners = new Map<string, Runner>();
let counter = 0;

const RETRY_DELAYS = [0, 1000, 2000, 4000, 8000, 15000, 30000, ...Array<number>(40).fill(30000)];

function bearer() {
  return `Bearer ${useAuthStore.getState().token ?? ""}`;
}

export const useUploadStore = create<UploadState>()((set, get) => {
  const patch = (id: string, p: Partial<UploadTask>) =>
    set((s) => ({ tasks: s.tasks.map((t) => (t.id === id ? { ...t, ...p } : t)) }));
  const stateOf = (id: string) => get().tasks.find((t) => t.id === id)?.state;

  function startTus(id: string, noteId: string, file: File, onDone: (attachmentId: string | null) => void): Runner {
    // A failure streak longer than 10 minutes stops the retries (spec §9 retry limit).
    let failingSince: number | null = null;
    let retryLimitHit = false;
    const upload: tus.Upload = new tus.Upload(file, {
      endpoint: tusPaths.attachments,
      chunkSize: AttachmentLimits.chunkStartBytes,
      // The first chunk rides on the request that creates the upload: one round trip fewer.
      uploadDataDuringCreation: true,
      retryDelays: RETRY_DELAYS,
      metadata: { noteId, filename: file.name, filetype: file.type || "application/octet-stream" },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The note and user are part of the fingerprint: the same file dropped on another note is a new upload.
      fingerprint: async (f) =>
        ["eln", useAuthStore.getState().userId, noteId, (f as File).name, f.size, (f as File).lastModified].join("-"),
      onBeforeRequest: (req) => req.setHeader("Authorization", bearer()),
      onProgress: (sent) => {
        failingSince = null;
        if (stateOf(id) === "running") patch(id, { bytesSent: sent });
      },
      // tus-js-client reads options.chunkSize for every chunk, so raising it here grows the next one.
      onChunkComplete: () => {
        upload.options.chunkSize = nextChunkSize(upload.options.chunkSize ?? AttachmentLimits.chunkStartBytes);
      },
      onShouldRetry: (err) => {
        if (!tusShouldRetry(err)) return false;
        failingSince ??= Date.now();
        if (Date.now() - failingSince > AttachmentLimits.uploadRetryLimitMs) {
          retryLimitHit = true;
          return false;
        }
        return true;
      },
      // The server names the attachment it made in the answer to the last chunk.
      onSuccess: ({ lastResponse }) => {
        patch(id, { state: "success", bytesSent: file.size });
        runners.delete(id);
        onDone(lastResponse?.getHeader("Attachment-Id") ?? null);
      },
      onError: (err) => {
        const res = (err as tus.DetailedError).originalResponse;
        let code: UploadTask["errorCode"] = retryLimitHit ? "storage_retry_limit_exceeded" : "network";
        if (res) code = apiErrorOfTus(res)?.code ?? (res.getStatus() === 413 ? "file_too_large" : res.getStatus() === 404 ? "storage_not_found" : code);
        patch(id, { state: "error", errorCode: code });
      },
    });
    // Learn where a resumed upload stands from the HEAD answer, and show progress from there.
    upload.options.onAfterResponse = (req, res) => {
      if (req.getMethod() === "HEAD") {
        const offset = Number(res.getHeader("Upload-Offset"));
        if (Number.isFinite(offset)) patch(id, { resumedFrom: offset, bytesSent: offset });
      }
    };
    const begin = async () => {
      const previous = await upload.findPreviousUploads();
      if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    };
    void begin();
    return {
      pause: () => upload.abort(false),
      resume: () => upload.start(),
      cancel: () => upload.abort(true).catch(() => undefined),
    };
  }

  function startSimple(id: string, noteId: string, file: File, onDone: (attachmentId: string | null) => void): Runner {
    let controller = new AbortController();
    const run = () => {
      controller = new AbortController();
      call(attachmentEndpoints.upload, { params: { noteId }, body: fileForm(file), signal: controller.signal })
        .then((answer) => {
          patch(id, { state: "success", bytesSent: file.size });
          runners.delete(id);
          onDone(answer.attachment.id);
        })
        .catch((err: unknown) => {
          if ((err as Error).name === "AbortError") return;
          patch(id, { state: "error", errorCode: err instanceof ApiError ? (err.code as ErrorCode) : "network" });
        });
    };
    run();
    return {
      pause: async () => controller.abort(),
      resume: run,
      cancel: async () => controller.abort(),
    };
  }

  return {
    tasks: [],
    start(noteId, file, onDone) {
      const id = `u${++counter}`;
      const task: UploadTask = { id, noteId, name: file.name, size: file.size, bytesSent: 0, state: "running", resumedFrom: 0 };
      set((s) => ({ tasks: [...s.tasks, task] }));
      // Refused before any byte is sent (spec §5/§8); the server refuses it too.
      if (file.size > AttachmentLimits.maxBytes) {
        patch(id, { state: "error", errorCode: "file_too_large" });
        return id;
      }
      const runner =
        file.size > AttachmentLimits.simpleUploadMaxBytes ? startTus(id, noteId, file, onDone) : startSimple(id, noteId, file, onDone);
      runners.set(id, runner);
      return id;
    },
    pause(id) {
      const r = runners.get(id);
      if (!r || stateOf(id) !== "running") return;
      patch(id, { state: "pausing" });
      void r.pause().then(() => {
        if (stateOf(id) === "pausing") patch(id, { state: "paused" });
      });
    },
    resume(id) {
      const r = runners.get(id);
      if (!r || (stateOf(id) !== "paused" && stateOf(id) !== "error")) return;
      patch(id, { state: "running", errorCode: undefined });
      r.resume();
    },
    cancel(id) {
      const r = runners.get(id);
      if (!r) return;
      patch(id, { state: "canceling" });
      void r.cancel().then(() => {
        runners.delete(id);
        patch(id, { state: "canceled" });
      });
    },
    dismiss(id) {
      runners.delete(id);
      set((s) => ({ tasks: s.tasks.filter((t) => t.id !== id) }));
    },
  };
});

/** Uploads this browser started for a note and did not finish (they survive a reload). */
export async function findInterruptedUploads(noteId: string): Promise<{ name: string; size: number; key: string }[]> {
  try {
    const all = await tus.defaultOptions.urlStorage.findAllUploads();
    const userId = useAuthStore.getState().userId;
    return all
      .filter((u) => u.metadata?.noteId === noteId && (u as { urlStorageKey: string }).urlStorageKey.includes(`eln-${userId}-${noteId}-`))
      .map((u) => ({ name: u.metadata.filename ?? "", size: u.size ?? 0, key: (u as { urlStorageKey: string }).urlStorageKey }));
  } catch {
    return [];
  }
}

export async function forgetInterruptedUpload(key: string) {
  await tus.defaultOptions.urlStorage.removeUpload(key);
}
