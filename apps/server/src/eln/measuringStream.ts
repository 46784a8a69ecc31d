import { createHash } from "node:crypto";
import { Transform } from "node:stream";

/**
 * A pass-through stream that takes each file's SHA-256 and size as it goes (a crate File's `sha256`
 * and `contentSize`, written on export and checked on import); `done` is called once it has all.
 */
export function measuringStream(done?: (m: { sha256: string; size: number }) => void) {
  const hash = createHash("sha256");
  let size = 0;
  let result: { sha256: string; size: number } | null = null;
  const finish = () => (result ??= { sha256: hash.digest("hex"), size });
  const stream = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      size += chunk.length;
      cb(null, chunk);
    },
    flush(cb) {
      done?.(finish());
      cb();
    },
  });
  /** The SHA-256 (hex) and size of all that passed; call once the stream has ended. */
  return { stream, measured: finish };
}
