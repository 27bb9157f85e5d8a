import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Box, EmptyState, Heading, SkeletonText, Stack, Text, VStack } from "@chakra-ui/react";
import { Fragment } from "react";
import { serverMessage } from "../../shared/errors/serverMessage";
import { PrivacyPolicyDocument } from "../../gql/graphql";
import { LoadError } from "../../shared/components/LoadError";
import { policyParagraphs } from "../policyParagraphs";

/** `/privacy-policy`: the shop's privacy policy, plain text from the settings. */
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
    const paragraphs = policyParagraphs(data.settings.privacyPolicy);
    content =
      paragraphs.length === 0 ? (
        <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>No privacy policy yet</EmptyState.Title>
              <EmptyState.Description>
                The shop has not published its privacy policy. Please contact us with any questions about your data.
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4" lineHeight="1.75">
          {paragraphs.map((lines, index) => (
            <Text key={index}>
              {lines.map((line, lineIndex) => (
                <Fragment key={lineIndex}>
                  {lineIndex > 0 ? <br /> : null}
                  {line}
                </Fragment>
              ))}
            </Text>
          ))}
        </Stack>
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
