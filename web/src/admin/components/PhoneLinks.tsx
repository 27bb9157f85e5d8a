import { useQuery } from "@apollo/client/react";
import { HStack, Link, type StackProps, Text } from "@chakra-ui/react";
import { internationalPhone } from "@shop/common";
import { AdminPhoneCountryCodeDocument } from "../gql/graphql";

/** The links a phone number opens: a call, and a WhatsApp chat (`wa.me` takes the international digits only). */
export function phoneHrefs(phone: string, countryCode: string): { call: string; whatsApp: string } | null {
  const digits = internationalPhone(phone, countryCode);
  return digits ? { call: `tel:+${digits}`, whatsApp: `https://wa.me/${digits}` } : null;
}

/** The shop's country calling code (a setting), or undefined until it loads. */
export function usePhoneCountryCode(): string | undefined {
  const { data } = useQuery(AdminPhoneCountryCodeDocument, { fetchPolicy: "cache-first" });
  return data?.settings.phoneCountryCode;
}

export interface PhoneLinksProps extends Omit<StackProps, "children"> {
  phone: string;
  /** Whose phone, for the links' accessible names ("Call Ana Rahman"). */
  name?: string;
  /** Shown when there is no phone. */
  fallback?: string;
}

/**
 * A phone number as the owner uses it: tap to call, or open WhatsApp beside it, in the
 * international form the shop's country code makes of a national number (`internationalPhone`).
 * The number shows as text until the setting loads, so no link ever dials the wrong country.
 */
export function PhoneLinks({ phone, name, fallback = "—", ...stack }: PhoneLinksProps) {
  const countryCode = usePhoneCountryCode();
  const hrefs = countryCode ? phoneHrefs(phone, countryCode) : null;
  if (!phone.trim()) return <Text as="span">{fallback}</Text>;
  if (!hrefs) return <Text as="span">{phone}</Text>;
  const whose = name ? ` ${name}` : "";
  return (
    <HStack as="span" gap="3" wrap="wrap" display="inline-flex" {...stack}>
      <Link href={hrefs.call} aria-label={`Call${whose} at ${phone}`} fontWeight="medium" whiteSpace="nowrap" colorPalette="blue" color="colorPalette.fg">
        {phone}
      </Link>
      <Link
        href={hrefs.whatsApp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp${whose} at ${phone} (opens in a new tab)`}
        textStyle="sm"
        whiteSpace="nowrap"
        colorPalette="green"
        color="colorPalette.fg"
      >
        WhatsApp
      </Link>
    </HStack>
  );
}
