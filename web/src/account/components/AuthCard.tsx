import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in and registration pages: a centred card with the page's heading. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Stack maxW="md" w="full" mx="auto" gap="6" bg="bg" borderWidth="1px" rounded="l3" p={{ base: 5, md: 8 }} shadow="xs">
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size={{ base: "xl", md: "2xl" }} letterSpacing="tight">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
