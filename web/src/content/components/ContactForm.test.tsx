// @vitest-environment jsdom
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactMessageInput } from "../../gql/graphql";
import { ContactForm } from "./ContactForm";

// The contact form exercises the web's one form machinery (shared/forms): common's rules through
// react-hook-form, the FormField markup, the focus on the first problem and the server's field errors.

function renderForm(send: (input: ContactMessageInput) => Promise<unknown>) {
  render(
    <ChakraProvider value={defaultSystem}>
      <ContactForm send={send} />
    </ChakraProvider>,
  );
  const field = (label: RegExp) => screen.getByLabelText(label);
  const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send message" }));
  const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  return { field, submit, type };
}

function fillValid(type: (label: RegExp, value: string) => void) {
  type(/^Name/, "Rahim Uddin");
  type(/^Email/, "rahim@example.com");
  type(/^Subject/, "Delivery time");
  type(/^Message/, "When will my order arrive in Sylhet?");
}

afterEach(cleanup);

describe("ContactForm", () => {
  it("says nothing before the first attempt, then shows each problem under its field and focuses the first", async () => {
    const send = vi.fn(() => Promise.resolve());
    const { field, submit, type } = renderForm(send);
    type(/^Name/, "R");
    type(/^Name/, "");
    expect(screen.queryByText("Please enter your name.")).toBeNull();

    submit();
    expect(await screen.findByText("Please enter your name.")).toBeTruthy();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Please enter a subject.")).toBeTruthy();
    expect(screen.getByText("Please write a message.")).toBeTruthy();
    expect(screen.queryByText("Enter a phone number of digits, spaces or dashes.")).toBeNull();
    expect(send).not.toHaveBeenCalled();

    const name = field(/^Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please enter your name."));
    expect(field(/^Phone/).getAttribute("aria-invalid")).toBeNull();
  });

  it("after an attempt, a problem follows the typing", async () => {
    const { submit, type } = renderForm(() => Promise.resolve());
    submit();
    expect(await screen.findByText("Please write a message.")).toBeTruthy();
    type(/^Message/, "Too short");
    expect(await screen.findByText("A message has 10 to 5,000 characters.")).toBeTruthy();
    type(/^Message/, "Long enough now");
    await waitFor(() => expect(screen.queryByText("A message has 10 to 5,000 characters.")).toBeNull());
    expect(screen.getByText("15 / 5000 characters (at least 10)")).toBeTruthy();
  });

  it("sends the trimmed input, then starts again from an empty, quiet form", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { field, submit, type } = renderForm(send);
    fillValid(type);
    type(/^Name/, "  Rahim Uddin ");
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      name: "Rahim Uddin",
      email: "rahim@example.com",
      phone: null,
      subject: "Delivery time",
      message: "When will my order arrive in Sylhet?",
    });
    // One submission at a time.
    await screen.findByRole("button", { name: "Sending…" });
    fireEvent.submit(screen.getByRole("form", { name: "Contact form" }));
    answer(true);
    await waitFor(() => expect((field(/^Name/) as HTMLInputElement).value).toBe(""));
    expect(send).toHaveBeenCalledTimes(1);
    type(/^Name/, "x");
    type(/^Name/, "");
    expect(screen.queryByText("Please enter your name.")).toBeNull();
  });

  it("shows the server's field errors under their fields and focuses the first", async () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: "Bad input",
          extensions: {
            code: "BAD_USER_INPUT",
            fields: [
              { field: "input.message", messages: ["A message has 10 to 5,000 characters."] },
              { field: "input.email", messages: ["Invalid email address"] },
            ],
          },
        },
      ],
    });
    const { field, submit, type } = renderForm(() => Promise.reject(error));
    fillValid(type);
    submit();
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("A message has 10 to 5,000 characters.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Email/)));
    expect((field(/^Name/) as HTMLInputElement).value).toBe("Rahim Uddin");
  });
});
