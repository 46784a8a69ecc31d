import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refetchChanged } from "./refetchChanged";

/** A query whose server answers what `state.value` is when the request arrives, 30 ms later. */
function world() {
  const state = { value: "before", requests: 0 };
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const observer = new QueryObserver(qc, {
    queryKey: ["risk", "n1", "assessment"],
    queryFn: async () => {
      state.requests++;
      const answer = state.value; // read when the request reaches the server
      await new Promise((r) => setTimeout(r, 30));
      return answer;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  const settled = () => new Promise<string>((resolve) => {
    const check = () => {
      const r = observer.getCurrentResult();
      if (r.fetchStatus === "idle" && r.data !== undefined) resolve(r.data as string);
      else setTimeout(check, 5);
    };
    check();
  });
  return { state, qc, settled, unsubscribe };
}

describe("refetchChanged", () => {
  it("asks again when the change lands while the query's first answer is on its way", async () => {
    const w = world();
    // the first request is in flight when the change is made and announced
    w.state.value = "after";
    await refetchChanged(w.qc, ["risk", "n1"]);
    expect(await w.settled()).toBe("after");
    expect(w.state.requests).toBe(2);
    w.unsubscribe();
  });

  it("where invalidateQueries alone keeps the answer made before the change", async () => {
    const w = world();
    w.state.value = "after";
    await w.qc.invalidateQueries({ queryKey: ["risk", "n1"] });
    expect(await w.settled()).toBe("before");
    w.unsubscribe();
  });

  it("refetches a query that already has data", async () => {
    const w = world();
    expect(await w.settled()).toBe("before");
    w.state.value = "after";
    await refetchChanged(w.qc, ["risk", "n1"]);
    expect(await w.settled()).toBe("after");
    w.unsubscribe();
  });
});
