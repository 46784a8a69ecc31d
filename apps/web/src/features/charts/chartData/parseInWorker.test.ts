import Encoding from "encoding-japanese";
import { describe, expect, it } from "vitest";
import { CsvParseError } from "./CsvParseError";
import type { CsvWorkerResponse } from "./csvWorkerMessages";
import { handleCsvWorkerMessage } from "./handleCsvWorkerMessage";
import { type CsvWorkerPort, parseInWorker } from "./parseInWorker";

/** Runs the worker's job in this thread, with structured cloning and transfer as a real Worker does. */
function inThreadWorker() {
  const port: CsvWorkerPort & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage(message, transfer) {
      const request = structuredClone(message, { transfer });
      setTimeout(() =>
        handleCsvWorkerMessage(request, (response, responseTransfer) => {
          const data = structuredClone(response, { transfer: responseTransfer ?? [] });
          setTimeout(() => {
            if (!port.terminated) port.onmessage?.({ data } as MessageEvent<CsvWorkerResponse>);
          });
        }),
      );
    },
    terminate() {
      port.terminated = true;
    },
  };
  return port;
}

const sjis = (text: string) =>
  new Uint8Array(Encoding.convert(Encoding.stringToCode(text), { to: "SJIS", from: "UNICODE", type: "array" }));

describe("parseInWorker", () => {
  it("resolves with the table and reports rising progress", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${i},${(i * 0.5).toFixed(1)}`).join("\n");
    const bytes = sjis(`時間,温度\n${rows}\n`);
    const worker = inThreadWorker();
    const progress: number[] = [];
    const { table, encoding } = await parseInWorker(bytes, {
      createWorker: () => worker,
      onProgress: (p) => progress.push(p),
    });
    expect(encoding).toBe("SHIFT_JIS");
    expect(table.columns.map((c) => c.name)).toEqual(["時間", "温度"]);
    expect(table.rowCount).toBe(3000);
    expect(table.data[1]).toBeInstanceOf(Float64Array);
    expect((table.data[1] as Float64Array)[2999]).toBe(1499.5);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(worker.terminated).toBe(true);
    expect(bytes.byteLength).toBeGreaterThan(0); // copied, not transferred, by default
  });

  it("can hand the buffer over instead of copying it", async () => {
    const buffer = new TextEncoder().encode("a,b\n1,2\n").buffer as ArrayBuffer;
    const { table } = await parseInWorker(buffer, { createWorker: inThreadWorker, transfer: true });
    expect(table.rowCount).toBe(1);
    expect(buffer.byteLength).toBe(0);
  });

  it("rejects a broken file with its parse error code", async () => {
    const junk = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]);
    const error = await parseInWorker(junk, { createWorker: inThreadWorker }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvParseError);
    expect((error as CsvParseError).code).toBe("binary");
    const empty = await parseInWorker(new Uint8Array(0), { createWorker: inThreadWorker }).catch((e: unknown) => e);
    expect((empty as CsvParseError).code).toBe("empty");
  });

  it("stops the worker when aborted", async () => {
    const worker = inThreadWorker();
    const controller = new AbortController();
    const pending = parseInWorker(new TextEncoder().encode("a\n1\n"), { createWorker: () => worker, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect((error as DOMException).name).toBe("AbortError");
    expect(worker.terminated).toBe(true);
  });

  it("turns a crashed worker into an 'unexpected' parse error", async () => {
    const worker = inThreadWorker();
    worker.postMessage = () => {
      setTimeout(() => worker.onerror?.({ message: "boom", preventDefault() {} } as ErrorEvent));
    };
    const error = await parseInWorker(new Uint8Array([0x61]), { createWorker: () => worker }).catch((e: unknown) => e);
    expect((error as CsvParseError).code).toBe("unexpected");
    expect(worker.terminated).toBe(true);
  });
});

describe("handleCsvWorkerMessage", () => {
  it("transfers the numeric columns' buffers with the table", () => {
    const posted: { message: CsvWorkerResponse; transfer?: Transferable[] }[] = [];
    const bytes = new TextEncoder().encode("x,label,y\n1,a,2\n3,b,4\n");
    handleCsvWorkerMessage({ bytes: bytes.buffer as ArrayBuffer }, (message, transfer) => posted.push({ message, transfer }));
    const done = posted.at(-1);
    expect(done?.message.type).toBe("done");
    if (done?.message.type !== "done") return;
    const [x, label, y] = done.message.table.data;
    expect(done.transfer).toEqual([(x as Float64Array).buffer, (y as Float64Array).buffer]);
    expect(label).toEqual(["a", "b"]);
  });
});
