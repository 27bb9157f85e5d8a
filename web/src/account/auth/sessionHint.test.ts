// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSessionHint, readSessionHint, SESSION_HINT_KEY, subscribeSessionHint, writeSessionHint } from "./sessionHint";

describe("session hint", () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("is unknown in a browser that never recorded it, and for a value it does not know", () => {
    expect(readSessionHint()).toBe("unknown");
    expect(parseSessionHint("yes")).toBe("unknown");
    expect(parseSessionHint(null)).toBe("unknown");
  });

  it("is kept in localStorage, so the next page load reads it", () => {
    writeSessionHint(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe("signedIn");
    expect(readSessionHint()).toBe("signedIn");
    writeSessionHint(false);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe("signedOut");
    expect(readSessionHint()).toBe("signedOut");
  });

  it("tells subscribers when it changes in this tab, not when it is written again unchanged", () => {
    writeSessionHint(false);
    const listener = vi.fn();
    const unsubscribe = subscribeSessionHint(listener);
    writeSessionHint(true);
    writeSessionHint(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeSessionHint(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("tells subscribers when another tab changes it", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionHint(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).not.toHaveBeenCalled();
    localStorage.setItem(SESSION_HINT_KEY, "signedIn");
    window.dispatchEvent(new StorageEvent("storage", { key: SESSION_HINT_KEY, newValue: "signedIn" }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readSessionHint()).toBe("signedIn");
    unsubscribe();
  });

  it("is still known for this page when the browser refuses to store it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    writeSessionHint(false);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(readSessionHint()).toBe("signedOut");
  });
});
