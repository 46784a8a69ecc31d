import type { IncomingMessage } from "node:http";
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { requestBodyStream } from "./tusEndpoint";

const asRequest = (stream: Readable) => stream as unknown as IncomingMessage;

describe("requestBodyStream", () => {
  it("passes on the request's own buffers, uncopied, in order", async () => {
    const pieces = [Buffer.from("first"), Buffer.from("second"), Buffer.alloc(64 * 1024, 7)];
    const reader = requestBodyStream(asRequest(Readable.from(pieces, { objectMode: false }))).getReader();
    const read: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) read.push(r.value);
    // the same objects: Readable.toWeb would hand out copies
    expect(read).toHaveLength(3);
    read.forEach((value, i) => expect(value).toBe(pieces[i]));
  });

  it("ends the request's stream when tus cancels the body", async () => {
    const body = new PassThrough();
    body.write(Buffer.from("part"));
    const reader = requestBodyStream(asRequest(body)).getReader();
    await reader.read();
    await reader.cancel();
    expect(body.destroyed).toBe(true);
  });

  it("fails the body when the connection breaks", async () => {
    const body = new PassThrough();
    const reader = requestBodyStream(asRequest(body)).getReader();
    setTimeout(() => body.destroy(new Error("socket hang up")), 10);
    await expect(reader.read()).rejects.toThrow("socket hang up");
  });
});
