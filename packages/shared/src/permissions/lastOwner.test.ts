import { describe, expect, it } from "vitest";
import { takesAwayLastOwner } from "./lastOwner";

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
