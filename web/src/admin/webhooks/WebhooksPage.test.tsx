// @vitest-environment jsdom
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import {
  type AdminWebhookSubscriptionFieldsFragment,
  AdminWebhookSettingsDocument,
  AdminWebhookSubscriptionsDocument,
  CreateWebhookSubscriptionDocument,
  RotateWebhookSecretDocument,
  UpdateWebhookSettingsDocument,
  UpdateWebhookSubscriptionDocument,
} from "../gql/graphql";
import { EVENTS_REQUIRED, URL_REQUIRED } from "./subscriptionForm";
import { WebhooksPage } from "./WebhooksPage";

function subscription(overrides: Partial<AdminWebhookSubscriptionFieldsFragment>): AdminWebhookSubscriptionFieldsFragment {
  return {
    __typename: "WebhookSubscription",
    id: "w1",
    url: "https://erp.example.com/hooks/shop",
    events: ["STOCK_LOW", "ORDER_CREATED"],
    enabled: true,
    appId: null,
    appName: null,
    secretPrefix: "whsec_Ab12",
    failingSince: null,
    disabledAt: null,
    disabledReason: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const listed = (subscriptions: AdminWebhookSubscriptionFieldsFragment[]) => ({
  request: { query: AdminWebhookSubscriptionsDocument },
  result: { data: { webhookSubscriptions: subscriptions } },
});
const settings = (allowPrivateTargets: boolean) => ({
  request: { query: AdminWebhookSettingsDocument },
  result: { data: { webhookSettings: { __typename: "WebhookSettings" as const, allowPrivateTargets } } },
});

function renderPage(mocks: MockedProviderProps["mocks"]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <WebhooksPage />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

async function tick(dialog: HTMLElement, name: RegExp) {
  const box = within(dialog).getByRole("checkbox", { name });
  fireEvent.click(box);
  await waitFor(() => expect(box.closest("label")?.getAttribute("data-state")).toBe("checked"));
}

afterEach(cleanup);

describe("WebhooksPage", () => {
  it("explains webhooks when there are none, with a way to add one", async () => {
    renderPage([listed([]), settings(false)]);
    expect(await screen.findByText("No webhooks yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    expect(await screen.findByRole("dialog", { name: "Add webhook" })).toBeTruthy();
  });

  it("lists each webhook's events in words, its owner and secret; a disabled one says why and since when", async () => {
    const shop = subscription({});
    const app = subscription({
      id: "w2",
      url: "https://sheet.example.com/in",
      events: ["PRODUCT_UPDATED"],
      appId: "a1",
      appName: "Sheet sync",
      enabled: false,
      failingSince: "2026-11-21T10:00:00.000Z",
      disabledAt: "2026-11-24T10:00:00.000Z",
      disabledReason: "Deliveries failed for 3 days",
    });
    renderPage([listed([shop, app]), settings(false)]);
    const list = await screen.findByRole("list", { name: "Webhooks" });
    const [first, second] = within(list).getAllByRole("listitem").filter((item) => item.parentElement === list);
    expect(within(first!).getByRole("heading", { name: "https://erp.example.com/hooks/shop" })).toBeTruthy();
    expect(within(within(first!).getByRole("list", { name: "Events" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Order placed", "Stock low"]);
    expect(within(first!).getByText("The shop")).toBeTruthy();
    expect(within(first!).getByText("whsec_Ab12…")).toBeTruthy();
    expect(within(first!).getByText("Enabled")).toBeTruthy();

    expect(within(second!).getByText("App: Sheet sync")).toBeTruthy();
    expect(within(second!).getByText("Disabled")).toBeTruthy();
    expect(within(second!).getByText(/^Disabled since .+: Deliveries failed for 3 days$/u)).toBeTruthy();
    expect(within(second!).getByRole("link", { name: "Deliveries to https://sheet.example.com/in" }).getAttribute("href")).toBe(
      "/admin-dashboard/webhooks/deliveries?subscription=w2",
    );
    expect(screen.getByRole("status").textContent).toBe("2 webhooks, 1 disabled");
  });

  it("adds a webhook with the events ticked and shows its secret once; the server's refusal of a URL shows on the field", async () => {
    const created = subscription({ id: "w3", url: "https://erp.example.com/new", events: ["ORDER_CREATED", "ORDER_CANCELLED"] });
    const secret = "whsec_" + "k".repeat(40);
    const input = { url: "https://erp.example.com/new", events: ["ORDER_CREATED", "ORDER_CANCELLED"] };
    renderPage([
      listed([]),
      settings(false),
      {
        request: { query: CreateWebhookSubscriptionDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError("Invalid input", {
              extensions: { code: "BAD_USER_INPUT", fields: [{ field: "url", messages: ["This address is on a private network"] }] },
            }),
          ],
        },
      },
      {
        request: { query: CreateWebhookSubscriptionDocument, variables: { input } },
        result: { data: { createWebhookSubscription: { __typename: "CreatedWebhookSubscription", subscription: created, secret } } },
      },
      listed([created]),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Add webhook" }));
    const dialog = await screen.findByRole("dialog", { name: "Add webhook" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add webhook" }));
    expect(await within(dialog).findByText(URL_REQUIRED)).toBeTruthy();
    expect(await within(dialog).findByText(EVENTS_REQUIRED)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Endpoint URL/u), { target: { value: " https://erp.example.com/new " } });
    await tick(dialog, /^Order placed/u);
    await tick(dialog, /^Order cancelled/u);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add webhook" }));
    expect(await within(dialog).findByText("This address is on a private network")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Add webhook" }));
    const shown = await screen.findByRole("dialog", { name: "Webhook added: copy its signing secret" });
    expect((within(shown).getByLabelText("Signing secret") as HTMLInputElement).value).toBe(secret);
    expect(within(shown).getByText("You will not see this secret again")).toBeTruthy();
    fireEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByDisplayValue(secret)).toBeNull());
  });

  it("edits a webhook's events and turns it off", async () => {
    const shop = subscription({});
    const input = { url: "https://erp.example.com/hooks/shop", events: ["STOCK_LOW", "ORDER_CREATED", "STOCK_OUT"], enabled: false };
    renderPage([
      listed([shop]),
      settings(false),
      {
        request: { query: UpdateWebhookSubscriptionDocument, variables: { id: "w1", input } },
        result: { data: { updateWebhookSubscription: { ...shop, events: input.events, enabled: false } } },
      },
      listed([{ ...shop, events: ["STOCK_LOW", "ORDER_CREATED", "STOCK_OUT"], enabled: false }]),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit webhook https://erp.example.com/hooks/shop" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit webhook" });
    expect((within(dialog).getByLabelText(/^Endpoint URL/u) as HTMLInputElement).value).toBe("https://erp.example.com/hooks/shop");
    await tick(dialog, /^Out of stock/u);
    const enabled = within(dialog).getByRole("checkbox", { name: /^Enabled/u });
    expect((enabled as HTMLInputElement).checked).toBe(true);
    fireEvent.click(enabled);
    await waitFor(() => expect((enabled as HTMLInputElement).checked).toBe(false));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save webhook" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit webhook" })).toBeNull());
    expect(await screen.findByText("Disabled")).toBeTruthy();
  });

  it("rotates a secret after asking, and says the old one still signs for 24 hours", async () => {
    const shop = subscription({});
    const secret = "whsec_" + "n".repeat(40);
    renderPage([
      listed([shop]),
      settings(false),
      {
        request: { query: RotateWebhookSecretDocument, variables: { id: "w1" } },
        result: { data: { rotateWebhookSecret: { __typename: "CreatedWebhookSubscription", subscription: { ...shop, secretPrefix: "whsec_nnnn" }, secret } } },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Rotate secret of https://erp.example.com/hooks/shop" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Rotate the signing secret?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Rotate secret" }));
    const shown = await screen.findByRole("dialog", { name: "New signing secret" });
    expect((within(shown).getByLabelText("Signing secret") as HTMLInputElement).value).toBe(secret);
    expect(within(shown).getByText(/For the next 24 hours every delivery is signed with both the old and the new secret/u)).toBeTruthy();
  });

  it("asks before allowing private network targets, and warns while they are allowed", async () => {
    renderPage([
      listed([]),
      settings(false),
      {
        request: { query: UpdateWebhookSettingsDocument, variables: { allowPrivateTargets: true } },
        result: { data: { updateWebhookSettings: { __typename: "WebhookSettings", allowPrivateTargets: true } } },
      },
    ]);
    const toggle = await screen.findByRole("checkbox", { name: /Allow private network targets/u });
    fireEvent.click(toggle);
    const confirm = await screen.findByRole("alertdialog", { name: "Allow private network targets?" });
    expect(within(confirm).getByText(/server-side request forgery/u)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Allow" }));
    expect(await screen.findByText(/Private network targets are allowed/u)).toBeTruthy();
  });
});
