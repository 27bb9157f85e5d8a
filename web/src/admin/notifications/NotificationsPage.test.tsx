// @vitest-environment jsdom
import { InMemoryCache } from "@apollo/client";
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import {
  type AdminNotificationSettingsFieldsFragment,
  AdminNotificationSettingsDocument,
  type MessageChannel,
  type NotificationKind,
  PreviewNotificationDocument,
  UpdateNotificationTemplateDocument,
} from "../gql/graphql";
import { NotificationsPage } from "./NotificationsPage";
import type { Template } from "./notificationView";
import { TemplateEditorPage } from "./TemplateEditorPage";

function template(kind: NotificationKind, channel: MessageChannel, extra: Partial<Template> = {}): Template {
  return {
    __typename: "NotificationTemplate",
    kind,
    channel,
    audience: kind.startsWith("OWNER") ? "OWNER" : "SHOPPER",
    enabled: true,
    essential: kind === "ORDER_CONFIRMATION" || kind === "ORDER_CANCELLED",
    subject: channel === "EMAIL" ? `About order {{orderNumber}}` : null,
    body: "Order {{orderNumber}} is on its way.",
    isDefault: true,
    variables: ["orderNumber", "shopName", "trackingLink"],
    ...extra,
  };
}

const settings: AdminNotificationSettingsFieldsFragment = {
  __typename: "NotificationSettings",
  templates: [
    template("ORDER_CONFIRMATION", "EMAIL"),
    template("ORDER_CONFIRMATION", "SMS"),
    template("ORDER_SHIPPED", "EMAIL"),
    template("ORDER_SHIPPED", "SMS"),
    template("OWNER_NEW_ORDER", "EMAIL"),
  ],
  ownerEmails: ["owner@shop.test"],
  ownerPhones: [],
  emailDelivery: "captured",
  smsDelivery: "bulksmsbd",
  mailFrom: null,
};

const loaded = { request: { query: AdminNotificationSettingsDocument }, result: { data: { notificationSettings: settings } } };

/** The templates' keys as the app's cache has them (app/apolloCache.ts): a saved template replaces its row. */
const cache = () =>
  new InMemoryCache({ typePolicies: { NotificationSettings: { keyFields: [] }, NotificationTemplate: { keyFields: ["kind", "channel"] } } });

function renderAt(url: string, mocks: MockedProviderProps["mocks"]) {
  const router = createMemoryRouter(
    [
      { path: "/admin-dashboard/notifications", element: <NotificationsPage /> },
      { path: "/admin-dashboard/notifications/:kind/:channel", element: <TemplateEditorPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks} cache={cache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

afterEach(cleanup);

describe("NotificationsPage", () => {
  it("groups the kinds by audience, marks the essential ones and says that email is captured", async () => {
    renderAt("/admin-dashboard/notifications", [loaded]);
    const shoppers = await screen.findByRole("table", { name: "To shoppers" });
    expect(within(shoppers).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.querySelector("p")?.textContent)).toEqual([
      "Order confirmation",
      "Order shipped",
    ]);
    expect(within(shoppers).getAllByText("Always sent, customers cannot turn it off.")).toHaveLength(1);
    const owner = screen.getByRole("table", { name: "To you" });
    expect(within(owner).getByText("New order")).toBeTruthy();
    expect(within(owner).getByLabelText("Not sent by SMS")).toBeTruthy();

    expect(screen.getByText("Email is not connected: messages are captured, not sent")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Outgoing messages" }).getAttribute("href")).toBe("/admin-dashboard/outgoing-messages");
    expect(screen.getByRole("link", { name: "Edit the order shipped by SMS template" }).getAttribute("href")).toBe(
      "/admin-dashboard/notifications/order-shipped/sms",
    );
    expect((screen.getByLabelText(/^Emails/u) as HTMLTextAreaElement).value).toBe("owner@shop.test");
  });

  it("turns a kind off on its channel with the template's own text", async () => {
    const shipped = template("ORDER_SHIPPED", "SMS");
    const input = { kind: "ORDER_SHIPPED", channel: "SMS", enabled: false, subject: null, body: shipped.body };
    let sent = false;
    renderAt("/admin-dashboard/notifications", [
      loaded,
      {
        request: { query: UpdateNotificationTemplateDocument, variables: { input } },
        result: () => {
          sent = true;
          return { data: { updateNotificationTemplate: { ...shipped, enabled: false } } };
        },
      },
    ]);
    const toggle = await screen.findByRole("checkbox", { name: "Order shipped by SMS" });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toBe(true));
    await waitFor(() => expect((screen.getByRole("checkbox", { name: "Order shipped by SMS" }) as HTMLInputElement).checked).toBe(false));
  });

  it("refuses a recipient that is not an email, naming it", async () => {
    renderAt("/admin-dashboard/notifications", [loaded]);
    const emails = await screen.findByLabelText(/^Emails/u);
    fireEvent.change(emails, { target: { value: "owner@shop.test\nnot-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Save recipients" }));
    expect(await screen.findByText("not-an-email: Invalid email address")).toBeTruthy();
  });
});

describe("TemplateEditorPage", () => {
  const preview = (body: string, result: { text: string; problems?: string[] }) => ({
    request: { query: PreviewNotificationDocument, variables: { kind: "ORDER_SHIPPED", channel: "SMS", subject: null, body } },
    result: { data: { previewNotification: { __typename: "RenderedMessage", subject: null, html: null, problems: [], ...result } } },
  });

  it("previews the SMS with its length, and shows the template's problems under the message", async () => {
    const first = "Order {{orderNumber}} is on its way.";
    const edited = `${first} {{trackingLink}} {{nope}}`;
    renderAt("/admin-dashboard/notifications/order-shipped/sms", [
      loaded,
      preview(first, { text: "Order 1042 is on its way." }),
      preview(edited, { text: "Order 1042 is on its way. https://t.example/1 ", problems: ["Unknown variable: nope"] }),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Order shipped by SMS" })).toBeTruthy();
    expect(await screen.findByText("Order 1042 is on its way.")).toBeTruthy();
    expect(screen.getByText("25 characters, 1 SMS")).toBeTruthy();

    const message = screen.getByLabelText(/^Message/u) as HTMLTextAreaElement;
    message.focus();
    message.setSelectionRange(first.length, first.length);
    fireEvent.click(screen.getByRole("button", { name: "Insert trackingLink" }));
    expect(message.value).toBe(`${first}{{trackingLink}}`);
    fireEvent.change(message, { target: { value: edited } });
    expect(await screen.findByText("Unknown variable: nope", {}, { timeout: 3000 })).toBeTruthy();
    expect(message.getAttribute("aria-invalid")).toBe("true");
  });
});
