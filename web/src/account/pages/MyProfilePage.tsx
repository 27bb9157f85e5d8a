import { Heading, Stack, Text } from "@chakra-ui/react";
import { MessagePreferences } from "../components/MessagePreferences";
import { ProfileDetails } from "../components/ProfileDetails";
import { RecordUnavailable } from "../components/RecordUnavailable";
import { useAuth } from "../hooks/useAuth";

/** `/my-profile` (behind the signed-in guard): the shop's record of the signed-in person. */
export function MyProfilePage() {
  const { record } = useAuth();

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          My profile
        </Heading>
        <Text color="fg.muted">Your details at this shop.</Text>
      </Stack>
      {record ? (
        <>
          <ProfileDetails record={record} />
          <MessagePreferences record={record} />
        </>
      ) : (
        <RecordUnavailable />
      )}
    </Stack>
  );
}
