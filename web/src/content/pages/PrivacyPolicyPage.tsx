import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Box, EmptyState, Heading, SkeletonText, Stack, VStack } from "@chakra-ui/react";
import { serverMessage } from "../../shared/errors/serverMessage";
import { PrivacyPolicyDocument } from "../../gql/graphql";
import { LoadError } from "../../shared/components/LoadError";
import { RichText } from "../../shared/components/RichText";

/** `/privacy-policy`: the shop's privacy policy, rich text from the settings (sanitized by the server). */
export function PrivacyPolicyPage() {
  const { data, error, networkStatus, refetch } = useQuery(PrivacyPolicyDocument, { notifyOnNetworkStatusChange: true });

  let content;
  if (error && !data) {
    content = (
      <LoadError
        message={serverMessage(error, "Failed to load settings")}
        onRetry={() => void refetch().catch(() => undefined)}
        retrying={networkStatus === NetworkStatus.refetch}
      />
    );
  } else if (!data) {
    content = <SkeletonText noOfLines={8} gap="3" aria-label="Loading the privacy policy" />;
  } else {
    const policy = data.settings.privacyPolicy;
    content =
      policy.replace(/<[^>]*>/gu, "").trim() === "" ? (
        <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title as="h2">No privacy policy yet</EmptyState.Title>
              <EmptyState.Description>
                The shop has not published its privacy policy. Please contact us with any questions about your data.
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <RichText html={policy} lineHeight="1.75" />
      );
  }

  return (
    <Box bg="bg" borderWidth="1px" rounded="l3" p={{ base: 5, md: 10 }} maxW="3xl" mx="auto">
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Privacy policy
        </Heading>
        {content}
      </Stack>
    </Box>
  );
}
