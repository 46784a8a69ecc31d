import type * as tus from "tus-js-client";
import { describe, expect, it } from "vitest";
import { apiErrorOfTus, tusShouldRetry } from "./tusAnswers";

const answer = (status: number, body: string) => ({ getStatus: () => status, getBody: () => body }) as tus.HttpResponse;
const failed = (res?: tus.HttpResponse) => ({ originalResponse: res ?? null }) as tus.DetailedError;
const ours = (code: string) => JSON.stringify({ error: { code, message: code } });

describe("tusShouldRetry", () => {
  it("retries a dropped connection, a 5xx, 429, and tus's own 409 and 423", () => {
    expect(tusShouldRetry(failed())).toBe(true);
    expect(tusShouldRetry(failed(answer(503, ours("service_unavailable"))))).toBe(true);
    expect(tusShouldRetry(failed(answer(429, ours("too_many_requests"))))).toBe(true);
    expect(tusShouldRetry(failed(answer(409, "Upload-Offset conflict")))).toBe(true);
    expect(tusShouldRetry(failed(answer(423, "file is locked")))).toBe(true);
  });

  // An upload to a locked note was retried for the whole 10-minute limit: 423 read as tus's lock.
  it("stops at a refusal of ours: a locked note, forbidden, too large", () => {
    expect(tusShouldRetry(failed(answer(423, ours("note_locked"))))).toBe(false);
    expect(tusShouldRetry(failed(answer(403, ours("forbidden"))))).toBe(false);
    expect(tusShouldRetry(failed(answer(413, "too big")))).toBe(false);
  });
});

describe("apiErrorOfTus", () => {
  it("reads our error from the answer, and nothing from tus's plain text", () => {
    expect(apiErrorOfTus(answer(423, ours("note_locked")))).toMatchObject({ status: 423, code: "note_locked" });
    expect(apiErrorOfTus(answer(409, "Upload-Offset conflict"))).toBeNull();
    expect(apiErrorOfTus(null)).toBeNull();
  });
});
