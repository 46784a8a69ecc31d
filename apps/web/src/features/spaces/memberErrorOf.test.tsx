// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/ApiError";
import { renderWithI18n, testI18n } from "../../i18n/testI18n";
import { useMessageText } from "../../i18n/useMessageState";
import { memberErrorOf } from "./memberErrorOf";

const i18n = await testI18n({
  en: {
    errors: { last_owner: "You cannot remove the last owner.", internal: "Went wrong." },
    spaces: { members: { lastSpaceOwner: "The space's last owner.", lastProjectOwnerOf: "{{message}} Make someone else an owner of {{projects}} first.", projectQuoted: "“{{title}}”" } },
  },
  ja: {
    errors: { last_owner: "最後のオーナーは削除できません。", internal: "問題が発生しました。" },
    spaces: { members: { lastSpaceOwner: "スペースの最後のオーナー。", lastProjectOwnerOf: "{{message}}先に{{projects}}で別のメンバーをオーナーにしてください。", projectQuoted: "「{{title}}」" } },
  },
});

/** What the members dialog shows for a failure, in the language in use at each render. */
function Shown(props: { err: unknown }) {
  const text = useMessageText();
  return <p>{text(memberErrorOf(props.err))}</p>;
}

async function shown(err: unknown, lng: string) {
  await act(() => i18n.changeLanguage(lng));
  const { root, host } = await renderWithI18n(i18n, <Shown err={err} />);
  const words = host.textContent;
  act(() => root.unmount());
  return words;
}

const lastOwner = (details: unknown) => new ApiError(409, "last_owner", "last_owner", undefined, details);

describe("memberErrorOf", () => {
  it("names the projects to give another owner first, joined as each language joins a list", async () => {
    const err = lastOwner({ projects: ["Thesis", "Lab book"] });
    expect(await shown(err, "en")).toBe("You cannot remove the last owner. Make someone else an owner of “Thesis” and “Lab book” first.");
    expect(await shown(err, "ja")).toBe("最後のオーナーは削除できません。先に「Thesis」、「Lab book」で別のメンバーをオーナーにしてください。");
  });

  it("has its own sentence for a space's last owner, and otherwise words the error code", async () => {
    expect(await shown(lastOwner({ scope: "space" }), "en")).toBe("The space's last owner.");
    expect(await shown(lastOwner({}), "ja")).toBe("最後のオーナーは削除できません。");
    expect(await shown(new Error("boom"), "en")).toBe("Went wrong.");
  });
});
