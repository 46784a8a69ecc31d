import { describe, expect, it } from "vitest";
import { attachmentListQuerySchema, attachmentRenameSchema, cleanFileName, nextChunkSize, AttachmentLimits } from "./attachmentSchemas";

describe("attachment rules", () => {
  it("chunks start at 256 KiB and double to 32 MiB", () => {
    const sizes = [AttachmentLimits.chunkStartBytes];
    while (sizes.at(-1)! < AttachmentLimits.chunkMaxBytes) sizes.push(nextChunkSize(sizes.at(-1)!));
    expect(sizes.map((s) => s / 1024)).toEqual([256, 512, 1024, 2048, 4096, 8192, 16384, 32768]);
    expect(nextChunkSize(32 * 1024 * 1024)).toBe(32 * 1024 * 1024);
  });
  it("page size is 1 to 1000", () => {
    expect(attachmentListQuerySchema.safeParse({ pageSize: "0" }).success).toBe(false);
    expect(attachmentListQuerySchema.safeParse({ pageSize: "1001" }).success).toBe(false);
    expect(attachmentListQuerySchema.parse({ pageSize: "1000" }).pageSize).toBe(1000);
    expect(attachmentListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 100 });
  });
  it("file names lose paths and control characters", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("C:\\data\\run\u0007 1.csv ")).toBe("run 1.csv");
    expect(attachmentRenameSchema.safeParse({ name: "  " }).success).toBe(false);
    expect(attachmentRenameSchema.parse({ name: "実験データ.csv" }).name).toBe("実験データ.csv");
  });
});
