// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { cleanup, render, waitFor } from "@testing-library/react";
import { createStore, Provider as JotaiProvider } from "jotai";
import { of } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The auth client's module keeps whether it was asked for, for the page's life: each test
 * imports AuthSync afresh, as a new page load would.
 */
async function loadPage(hint: string | null) {
  vi.resetModules();
  if (hint !== null) localStorage.setItem("shop:authSession", hint);
  const { AuthSync } = await import("./AuthSync");
  const { authState } = await import("../state/authState");
  const { useNeedsAuthClient } = await import("../hooks/useNeedsAuthClient");

  // The server's answer when sign-in is off, so no test downloads the Firebase SDK.
  const operations: string[] = [];
  const apollo = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      operations.push(operation.operationName ?? "");
      return of({ data: { authConfig: null } });
    }),
  });
  const store = createStore();

  function SignInScreen() {
    useNeedsAuthClient();
    return null;
  }
  const view = (withSignInScreen: boolean) => (
    <ApolloProvider client={apollo}>
      <JotaiProvider store={store}>
        <AuthSync />
        {withSignInScreen ? <SignInScreen /> : null}
      </JotaiProvider>
    </ApolloProvider>
  );
  const { rerender } = render(view(false));
  return {
    operations,
    auth: () => store.get(authState),
    openSignInScreen: () => rerender(view(true)),
  };
}

describe("AuthSync", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("settles a guest on signed out at once, without asking for the auth config", async () => {
    const page = await loadPage("signedOut");
    expect(page.auth()).toMatchObject({ initialized: true, user: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.operations).toEqual([]);
  });

  it("loads the auth client when a sign-in screen opens later", async () => {
    const page = await loadPage("signedOut");
    page.openSignInScreen();
    await waitFor(() => expect(page.operations).toEqual(["AuthConfig"]));
    expect(page.auth()).toMatchObject({ initialized: true, user: null });
  });

  it("waits for Firebase when a session may exist in this browser", async () => {
    const page = await loadPage("signedIn");
    expect(page.auth().initialized).toBe(false);
    await waitFor(() => expect(page.operations).toEqual(["AuthConfig"]));
    // Sign-in is off on this server: carry on as a guest.
    await waitFor(() => expect(page.auth()).toMatchObject({ initialized: true, user: null }));
  });

  it("on a first visit, settles as a guest at once, finds no session Firebase kept and records that", async () => {
    const page = await loadPage(null);
    expect(page.auth()).toMatchObject({ initialized: true, user: null });
    await waitFor(() => expect(localStorage.getItem("shop:authSession")).toBe("signedOut"));
    expect(page.operations).toEqual([]);
  });

  it("on a first visit, loads Firebase when it kept a session here", async () => {
    localStorage.setItem("firebase:authUser:AIzaKey:[DEFAULT]", "{}");
    const page = await loadPage(null);
    await waitFor(() => expect(page.operations).toEqual(["AuthConfig"]));
    expect(localStorage.getItem("shop:authSession")).toBe("signedIn");
  });
});
