import { Heading, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";

/** A titled, framed part of a settings screen: a `section` named by its heading. */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" rounded="l3" p={{ base: 4, md: 6 }} bg="bg" minW="0">
      <Stack gap="1">
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
