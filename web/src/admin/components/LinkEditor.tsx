import { Button, Field, HStack, Input, Popover, Portal } from "@chakra-ui/react";
import { isHttpUrl } from "@shop/common";
import { useRef, useState } from "react";

export interface LinkEditorProps {
  /** The link under the selection, "" when there is none. */
  currentHref: () => string;
  onApply: (href: string) => void;
  onRemove: () => void;
  pressed: boolean;
  disabled?: boolean;
}

const LINK_PROBLEM = "Enter an http(s) address or mailto:someone@example.com.";

/** Only addresses a shopper can safely follow; the server's sanitizer drops anything else anyway. */
function acceptsHref(href: string): boolean {
  return isHttpUrl(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href);
}

/**
 * The toolbar's Link button and its popover: an address field checked before it is applied,
 * Enter applies, Escape closes, and "Remove link" unlinks the selection.
 * (A popover rather than window.prompt: it is styled, labelled, and checks what is typed.)
 */
export function LinkEditor({ currentHref, onApply, onRemove, pressed, disabled = false }: LinkEditorProps) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const apply = () => {
    const trimmed = href.trim();
    if (trimmed === "") {
      onRemove();
      setOpen(false);
      return;
    }
    if (!acceptsHref(trimmed)) {
      setProblem(LINK_PROBLEM);
      return;
    }
    onApply(trimmed);
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) {
          setHref(currentHref());
          setProblem(null);
        }
        setOpen(details.open);
      }}
      initialFocusEl={() => input.current}
      positioning={{ placement: "bottom-start" }}
    >
      <Popover.Trigger asChild>
        <Button size="xs" variant={pressed ? "solid" : "outline"} aria-pressed={pressed} disabled={disabled}>
          Link
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Body display="flex" flexDirection="column" gap="3">
              <Field.Root invalid={problem !== null}>
                <Field.Label>Link address</Field.Label>
                <Input
                  ref={input}
                  value={href}
                  inputMode="url"
                  placeholder="https://"
                  onChange={(event) => {
                    setHref(event.target.value);
                    setProblem(null);
                  }}
                  onKeyDown={(event) => {
                    // Enter applies the link here instead of submitting the product form around it.
                    if (event.key === "Enter") {
                      event.preventDefault();
                      event.stopPropagation();
                      apply();
                    }
                  }}
                />
                {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>Leave empty to remove the link.</Field.HelperText>}
              </Field.Root>
              <HStack justify="flex-end">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    onRemove();
                    setOpen(false);
                  }}
                >
                  Remove link
                </Button>
                <Button size="sm" onClick={apply}>
                  Apply
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
