// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TableSearchBox } from "./TableSearchBox";

function renderBox(onSearch: (q: string) => void) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <TableSearchBox value="" onSearch={onSearch} placeholder="Email" maxLength={100} />
    </ChakraProvider>,
  );
}

describe("TableSearchBox", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("searches the trimmed text once typing pauses", () => {
    const onSearch = vi.fn();
    renderBox(onSearch);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: " rahim " } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith("rahim");
  });

  it("searches at once when the field is left, and not again after the pause", () => {
    const onSearch = vi.fn();
    renderBox(onSearch);
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "karim" } });
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("karim");
    act(() => vi.advanceTimersByTime(1_000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
