import { useMutation, useQuery } from "@apollo/client/react";
import { Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { ContactDetailsDocument, CreateContactMessageDocument } from "../../gql/graphql";
import { ContactDetails } from "../components/ContactDetails";
import { ContactForm } from "../components/ContactForm";

/** `/contact-us`: the contact form, with the shop's contact details beside it. */
export function ContactPage() {
  const details = useQuery(ContactDetailsDocument);
  const [createContactMessage] = useMutation(CreateContactMessageDocument);

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Contact us
        </Heading>
        <Text color="fg.muted" maxW="2xl">
          Questions about an order, a product or delivery? Send us a message and we will reply by email.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }} gap={{ base: 8, lg: 12 }} alignItems="start">
        <Stack bg="bg" borderWidth="1px" rounded="l3" p={{ base: 5, md: 8 }}>
          <ContactForm send={(input) => createContactMessage({ variables: { input } })} />
        </Stack>
        {details.error ? null : <ContactDetails settings={details.data?.settings} />}
      </Grid>
    </Stack>
  );
}
