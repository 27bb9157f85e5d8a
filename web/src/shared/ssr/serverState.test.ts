import { afterEach, describe, expect, it } from "vitest";
import { readServerState, SERVER_STATE_ID, serializeServerState } from "./serverState";

afterEach(() => {
  document.body.innerHTML = "";
});

function pageWith(text: string) {
  document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}"></script>`;
  const element = document.getElementById(SERVER_STATE_ID);
  if (element) element.textContent = text;
}

describe("server state", () => {
  it("cannot close its element early, whatever the data says", () => {
    const text = serializeServerState({ apollo: { "Product:1": { name: "</script><script>alert(1)</script>" } } });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ apollo: { "Product:1": { name: "</script><script>alert(1)</script>" } } });
  });

  it("reads back what the server wrote", () => {
    const state = { apollo: { ROOT_QUERY: { __typename: "Query" } } };
    pageWith(serializeServerState(state));
    expect(readServerState()).toEqual(state);
  });

  it("is null on a page the browser renders itself, and for a broken block", () => {
    expect(readServerState()).toBeNull();
    pageWith("{not json");
    expect(readServerState()).toBeNull();
  });
});
