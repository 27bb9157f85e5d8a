// @vitest-environment jsdom
import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UpdateMessagePreferencesDocument } from "../../gql/graphql";
import type { UserRecord } from "../userRecord";
import { MessagePreferences } from "./MessagePreferences";

const record: UserRecord = {
  __typename: "User",
  uid: "u1",
  email: "u1@shop.test",
  displayName: "U One",
  photoURL: null,
  phone: null,
  address: null,
  role: "CUSTOMER",
  disabled: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  nonEssentialMessages: true,
};

afterEach(cleanup);

describe("MessagePreferences", () => {
  it("turns the order updates off with updateMessagePreferences, and says what is always sent", async () => {
    let sent = false;
    const mocks = [
      {
        request: { query: UpdateMessagePreferencesDocument, variables: { nonEssentialMessages: false } },
        result: () => {
          sent = true;
          return { data: { updateMessagePreferences: { ...record, nonEssentialMessages: false } } };
        },
      },
    ];
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: { User: { keyFields: ["uid"] } } })}>
          <MessagePreferences record={record} />
        </MockedProvider>
      </ChakraProvider>,
    );
    const toggle = screen.getByRole("checkbox", { name: "Order updates I can do without (processing, shipped, delivered)" });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(toggle.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(/confirmations and cancellations are always sent/u);
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toBe(true));
  });
});
