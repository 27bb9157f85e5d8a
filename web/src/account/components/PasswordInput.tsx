import { IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { useState } from "react";
import { EyeIcon, EyeOffIcon } from "./AccountIcons";

/** A password field with a show/hide toggle (a real button, announced as pressed or not). */
export function PasswordInput(props: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ px: "1" }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label="Show password"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? "text" : "password"} />
    </InputGroup>
  );
}
