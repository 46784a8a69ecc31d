import { describe, expect, it } from "vitest";
import { z } from "zod";
import { tooLongError } from "./tooLongError";

describe("tooLongError", () => {
  it("names the limit of a text, and keeps the plain message for a list", () => {
    const text = z.string().max(5, { error: tooLongError });
    expect(text.safeParse("123456").error!.issues[0].message).toBe("validation.tooLongMax?max=5");
    const list = z.array(z.string()).max(1, { error: tooLongError });
    expect(list.safeParse(["a", "b"]).error!.issues[0].message).toBe("validation.tooLong");
  });
});
