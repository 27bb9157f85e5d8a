// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { User } from "firebase/auth";
import { createStore, Provider as JotaiProvider } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { authState } from "../state/authState";
import type { UserRecord } from "../userRecord";
import { RequireAuth } from "./RequireAuth";

const user = { uid: "u1" } as User;

function record(role: UserRecord["role"]): UserRecord {
  return {
    __typename: "User",
    uid: "u1",
    email: "u1@shop.test",
    displayName: "U One",
    photoURL: null,
    phone: null,
    address: null,
    role,
    disabled: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    nonEssentialMessages: true,
  };
}

/** Renders `path` behind the guard, with a /login page that shows where it was sent from. */
function renderGuarded(path: string, requireAdmin: boolean) {
  const store = createStore();
  const router = createMemoryRouter(
    [
      { path: "/login", element: <p>Login page</p> },
      { path: "/*", element: <RequireAuth requireAdmin={requireAdmin}>Secret content</RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <JotaiProvider store={store}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </ChakraProvider>,
  );
  return { store, router };
}

describe("RequireAuth", () => {
  afterEach(cleanup);

  it("shows a loading state, not a redirect, until the auth state is known", () => {
    const { router } = renderGuarded("/my-profile", false);
    expect(screen.getByRole("status").textContent).toContain("Loading your account…");
    expect(router.state.location.pathname).toBe("/my-profile");
  });

  it("sends a guest to /login?next=… once Firebase reports nobody signed in", () => {
    const { store, router } = renderGuarded("/my-profile?tab=1", false);
    act(() => store.set(authState, { type: "userChanged", user: null }));
    expect(screen.getByText("Login page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?next=%2Fmy-profile%3Ftab%3D1");
    expect(router.state.location.state).toEqual({ from: { pathname: "/my-profile", search: "?tab=1", hash: "" } });
  });

  it("waits for the record of a signed-in user, then lets them in", () => {
    const { store } = renderGuarded("/my-profile", false);
    act(() => store.set(authState, { type: "userChanged", user }));
    expect(screen.getByRole("status")).toBeTruthy();
    act(() => store.set(authState, { type: "recordLoaded", record: record("CUSTOMER") }));
    expect(screen.getByText("Secret content")).toBeTruthy();
  });

  it("shows the error page to a customer on an admin route, and lets an admin in", () => {
    const customer = renderGuarded("/admin-dashboard", true);
    act(() => customer.store.set(authState, { type: "userChanged", user }));
    act(() => customer.store.set(authState, { type: "recordLoaded", record: record("CUSTOMER") }));
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.queryByText("Secret content")).toBeNull();
    cleanup();

    const admin = renderGuarded("/admin-dashboard", true);
    act(() => admin.store.set(authState, { type: "userChanged", user }));
    act(() => admin.store.set(authState, { type: "recordLoaded", record: record("ADMIN") }));
    expect(screen.getByText("Secret content")).toBeTruthy();
  });
});
