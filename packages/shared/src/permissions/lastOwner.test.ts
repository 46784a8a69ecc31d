import { describe, expect, it } from "vitest";
import { isLastOwner, takesAwayLastOwner } from "./lastOwner";

describe("takesAwayLastOwner", () => {
  const one = async () => 1;
  const two = async () => 2;
  it("refuses removing or demoting the only owner", async () => {
    expect(await takesAwayLastOwner("owner", null, one)).toBe(true);
    expect(await takesAwayLastOwner("owner", "member", one)).toBe(true);
    expect(await takesAwayLastOwner("owner", "viewer", one)).toBe(true);
  });
  it("allows it when another owner stays, and never counts for non-owners or owner to owner", async () => {
    expect(await takesAwayLastOwner("owner", null, two)).toBe(false);
    const never = async () => {
      throw new Error("counted");
    };
    expect(await takesAwayLastOwner("editor", null, never)).toBe(false);
    expect(await takesAwayLastOwner("owner", "owner", never)).toBe(false);
  });
});

describe("isLastOwner", () => {
  it("is true only for the one owner of the list", () => {
    const one = [
      { userId: "a", role: "owner" },
      { userId: "b", role: "member" },
    ];
    expect(isLastOwner(one, "a")).toBe(true);
    expect(isLastOwner(one, "b")).toBe(false);
    expect(isLastOwner([...one, { userId: "c", role: "owner" }], "a")).toBe(false);
    expect(isLastOwner([], "a")).toBe(false);
  });
});
