// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { namePastedImages } from "./editorFiles";

describe("pasted images", () => {
  const at = new Date(2026, 10, 28, 9, 5, 7);
  it("a clipboard bitmap's generic name becomes the time it was pasted; other names stay", () => {
    const named = namePastedImages([new File(["x"], "image.png", { type: "image/png" }), new File(["y"], "gel.png", { type: "image/png" })], at, "Pasted image");
    expect(named.map((f) => f.name)).toEqual(["Pasted image 2026-11-28 09.05.07 (1).png", "gel.png"]);
    expect(named[0].type).toBe("image/png");
    expect(namePastedImages([new File(["x"], "image.JPEG", { type: "image/jpeg" })], at, "貼り付けた画像")[0].name).toBe("貼り付けた画像 2026-11-28 09.05.07.jpeg");
  });
});
