import { Box, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ContactDetailsQuery } from "../../gql/graphql";

export interface ContactDetailsProps {
  /** Undefined while loading. */
  settings: ContactDetailsQuery["settings"] | undefined;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** The shop's email, phone and address from settings. */
export function ContactDetails({ settings }: ContactDetailsProps) {
  const hasAny = Boolean(settings?.contactEmail || settings?.contactPhone || settings?.contactAddress);
  return (
    <Stack as="section" gap="4" aria-labelledby="contact-details-heading" bg="bg.muted" rounded="l3" p={{ base: 5, md: 6 }}>
      <Heading as="h2" id="contact-details-heading" size="md">
        {settings ? `Reach ${settings.siteName}` : "Reach us"}
      </Heading>
      {!settings ? (
        <Stack gap="3" aria-hidden="true">
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : hasAny ? (
        <Stack as="dl" gap="4">
          {settings.contactEmail ? (
            <Detail label="Email">
              <Link href={`mailto:${settings.contactEmail}`} colorPalette="blue" color="colorPalette.fg">
                {settings.contactEmail}
              </Link>
            </Detail>
          ) : null}
          {settings.contactPhone ? (
            <Detail label="Phone">
              <Link href={`tel:${settings.contactPhone.replace(/[^\d+]/gu, "")}`} colorPalette="blue" color="colorPalette.fg">
                {settings.contactPhone}
              </Link>
            </Detail>
          ) : null}
          {settings.contactAddress ? (
            <Detail label="Address">
              <Text as="span" whiteSpace="pre-line">
                {settings.contactAddress}
              </Text>
            </Detail>
          ) : null}
        </Stack>
      ) : (
        <Text color="fg.muted">Send us a message with the form and we will get back to you.</Text>
      )}
    </Stack>
  );
}
