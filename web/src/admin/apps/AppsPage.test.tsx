// @vitest-environment jsdom
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it } from "vitest";
import { AdminAppsDocument, CreateAppDocument, RevokeAppDocument, RotateAppTokenDocument, UpdateAppDocument, type AdminAppFieldsFragment } from "../gql/graphql";
import { AppsPage } from "./AppsPage";

const counts = (requests: number[]) =>
  requests.map((count, index) => ({ __typename: "AppRequestCount" as const, hour: new Date(Date.UTC(2026, 10, 27, index)).toISOString(), requests: count }));

function app(overrides: Partial<AdminAppFieldsFragment>): AdminAppFieldsFragment {
  return {
    __typename: "App",
    id: "a1",
    name: "Warehouse scanner",
    scopes: ["WRITE_INVENTORY", "READ_PRODUCTS"],
    tokenPrefix: "shopapp_Xy3k",
    budget: { __typename: "AppBudget", maximumAvailable: 1000, restoreRate: 50 },
    createdAt: "2026-11-20T10:00:00.000Z",
    lastUsedAt: null,
    revokedAt: null,
    requestsLast24Hours: 0,
    requestCounts: counts(new Array<number>(24).fill(0)),
    ...overrides,
  };
}

const listed = (apps: AdminAppFieldsFragment[]) => ({ request: { query: AdminAppsDocument }, result: { data: { apps } } });

function renderPage(mocks: MockedProviderProps["mocks"]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <AppsPage />
      </MockedProvider>
    </ChakraProvider>,
  );
}

/** Ticks a scope's box and waits for the form to have it (the checkbox reports its change after the click). */
async function tick(dialog: HTMLElement, name: RegExp) {
  const box = within(dialog).getByRole("checkbox", { name });
  fireEvent.click(box);
  await waitFor(() => expect(box.closest("label")?.getAttribute("data-state")).toBe("checked"));
}

afterEach(cleanup);

describe("AppsPage", () => {
  it("explains what apps are for when there are none, with a way to create one", async () => {
    renderPage([listed([])]);
    expect(await screen.findByText("No apps yet")).toBeTruthy();
    expect(screen.getByText(/work with the shop through its API/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create app" }));
    expect(await screen.findByRole("dialog", { name: "Create app" })).toBeTruthy();
  });

  it("lists each app's scopes, token prefix, last use and requests; a revoked app has no actions", async () => {
    const busy = app({
      id: "a1",
      lastUsedAt: "2026-11-27T09:30:00.000Z",
      requestsLast24Hours: 45,
      requestCounts: counts([...new Array<number>(21).fill(0), 3, 40, 2]),
    });
    const old = app({ id: "a2", name: "Old ERP", scopes: ["READ_ORDERS"], tokenPrefix: "shopapp_Ab12", revokedAt: "2026-11-26T08:00:00.000Z" });
    renderPage([listed([busy, old])]);
    const list = await screen.findByRole("list", { name: "Apps" });
    const [first, second] = within(list).getAllByRole("listitem", { name: undefined }).filter((item) => item.parentElement === list);

    expect(within(first!).getByRole("heading", { name: "Warehouse scanner" })).toBeTruthy();
    expect(within(first!).getByText("Active")).toBeTruthy();
    expect(within(within(first!).getByRole("list", { name: "Scopes" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Read products",
      "Write inventory",
    ]);
    expect(within(first!).getByText("shopapp_Xy3k…")).toBeTruthy();
    expect(within(first!).getByText("45 requests")).toBeTruthy();
    expect(within(first!).getByRole("img", { name: /^45 requests in the last 24 hours; the most, 40, in the hour from / })).toBeTruthy();
    expect(within(first!).getByRole("button", { name: "Rotate token of Warehouse scanner" })).toBeTruthy();

    expect(within(second!).getByText("Revoked", { selector: "span" })).toBeTruthy();
    expect(within(second!).getByText("Never")).toBeTruthy();
    expect(within(second!).getByRole("img", { name: "No requests in the last 24 hours" })).toBeTruthy();
    expect(within(second!).queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("1 active app, 1 revoked");
  });

  it("creates an app with the scopes ticked and shows its token once; closing forgets it", async () => {
    const created = app({ id: "a3", name: "ERP sync", scopes: ["READ_PRODUCTS", "READ_ORDERS"] });
    const token = "shopapp_" + "k".repeat(43);
    renderPage([
      listed([]),
      {
        request: {
          query: CreateAppDocument,
          variables: { input: { name: "ERP sync", scopes: ["READ_PRODUCTS", "READ_ORDERS"], budget: { maximumAvailable: 1000, restoreRate: 50 } } },
        },
        result: { data: { createApp: { __typename: "AppWithToken", app: created, token } } },
      },
      listed([created]),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Create app" }));
    const dialog = await screen.findByRole("dialog", { name: "Create app" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create app" }));
    expect(await within(dialog).findByText("Please enter the app's name.")).toBeTruthy();
    expect(await within(dialog).findByText("Choose at least one scope.")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "ERP sync" } });
    await tick(dialog, /^Read products/);
    await tick(dialog, /^Read orders/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create app" }));

    const shown = await screen.findByRole("dialog", { name: "ERP sync is ready: copy its token" });
    expect((within(shown).getByLabelText("Token") as HTMLInputElement).value).toBe(token);
    expect(within(shown).getByText("This token will not be shown again")).toBeTruthy();
    expect(within(shown).getByText(new RegExp(`Authorization: Bearer ${token}`))).toBeTruthy();
    fireEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByText(token, { exact: false })).toBeNull());
    expect(await screen.findByRole("heading", { name: "ERP sync" })).toBeTruthy();
  });

  it("edits an active app's name, scopes and budget; a custom budget starts open", async () => {
    const before = app({ budget: { __typename: "AppBudget", maximumAvailable: 2000, restoreRate: 100 } });
    const after = app({ name: "Warehouse", scopes: ["WRITE_INVENTORY"], budget: { __typename: "AppBudget", maximumAvailable: 500, restoreRate: 100 } });
    renderPage([
      listed([before]),
      {
        request: {
          query: UpdateAppDocument,
          variables: { id: "a1", input: { name: "Warehouse", scopes: ["WRITE_INVENTORY"], budget: { maximumAvailable: 500, restoreRate: 100 } } },
        },
        result: { data: { updateApp: after } },
      },
      listed([after]),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Warehouse scanner" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Warehouse scanner" });
    expect((within(dialog).getByLabelText(/^Maximum points/) as HTMLInputElement).value).toBe("2000");
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Warehouse" } });
    const readProducts = within(dialog).getByRole("checkbox", { name: /^Read products/ });
    fireEvent.click(readProducts);
    await waitFor(() => expect(readProducts.closest("label")?.getAttribute("data-state")).toBe("unchecked"));
    fireEvent.change(within(dialog).getByLabelText(/^Maximum points/), { target: { value: "500" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save app" }));
    expect(await screen.findByRole("heading", { name: "Warehouse" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("rotates a token after saying the current one stops, shows the new one once, and revokes an app after asking", async () => {
    const active = app({});
    const rotated = app({ tokenPrefix: "shopapp_New1" });
    const revoked = app({ tokenPrefix: "shopapp_New1", revokedAt: "2026-11-27T12:00:00.000Z" });
    const token = "shopapp_New1" + "z".repeat(39);
    renderPage([
      listed([active]),
      { request: { query: RotateAppTokenDocument, variables: { id: "a1" } }, result: { data: { rotateAppToken: { __typename: "AppWithToken", app: rotated, token } } } },
      { request: { query: RevokeAppDocument, variables: { id: "a1" } }, result: { data: { revokeApp: revoked } } },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Rotate token of Warehouse scanner" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Rotate the token of “Warehouse scanner”?" });
    expect(within(confirm).getByText(/The current token stops working at once/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Rotate token" }));
    const shown = await screen.findByRole("dialog", { name: "New token for Warehouse scanner" });
    expect((within(shown).getByLabelText("Token") as HTMLInputElement).value).toBe(token);
    expect(screen.getByText("shopapp_New1…")).toBeTruthy();
    fireEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Revoke Warehouse scanner" }));
    const ask = await screen.findByRole("alertdialog", { name: "Revoke “Warehouse scanner”?" });
    expect(within(ask).getByText(/stops working at once, on every server/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole("button", { name: "Revoke app" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Revoke Warehouse scanner" })).toBeNull());
    expect(await screen.findByText("0 active apps, 1 revoked")).toBeTruthy();
  });

  it("shows the server's field errors on their fields", async () => {
    renderPage([
      listed([]),
      {
        request: {
          query: CreateAppDocument,
          variables: { input: { name: "Dup", scopes: ["READ_REPORTS"], budget: { maximumAvailable: 1000, restoreRate: 50 } } },
        },
        result: {
          errors: [
            new GraphQLError("Invalid input", {
              extensions: { code: "BAD_USER_INPUT", fields: [{ field: "input.name", messages: ["An app with this name exists"] }] },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Create app" }));
    const dialog = await screen.findByRole("dialog", { name: "Create app" });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Dup" } });
    await tick(dialog, /^Read reports/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create app" }));
    expect(await within(dialog).findByText("An app with this name exists")).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Name/).getAttribute("aria-invalid")).toBe("true");
  });

  it("says why the list failed, with a way to try again", async () => {
    renderPage([{ request: { query: AdminAppsDocument }, result: { errors: [new GraphQLError("Not allowed", { extensions: { code: "FORBIDDEN" } })] } }]);
    expect(await screen.findByText("Not allowed")).toBeTruthy();
    expect(screen.getByRole("button", { name: /try again/i })).toBeTruthy();
  });
});
