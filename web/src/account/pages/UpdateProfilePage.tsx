import { useMutation } from "@apollo/client/react";
import { Heading, Stack, Text } from "@chakra-ui/react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { serverMessage } from "../../shared/errors/serverMessage";
import { UpdateProfileDocument } from "../../gql/graphql";
import { ProfileForm } from "../components/ProfileForm";
import { RecordUnavailable } from "../components/RecordUnavailable";
import { useAuth } from "../hooks/useAuth";
import { useAuthActions } from "../hooks/useAuthActions";
import { type ProfileValues, profileValuesFrom, toUpdateProfileInput } from "../profileForm";

const PROFILE_SAVED = "Profile updated";
const PROFILE_FAILED = "Failed to update your profile";

/**
 * `/update-profile` (behind the signed-in guard): saves the shop's record (`updateProfile`) and
 * keeps the Firebase user's display name and photo in step (docs/behaviour.md#roles).
 */
export function UpdateProfilePage() {
  const { record } = useAuth();
  const { updateFirebaseProfile } = useAuthActions();
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const navigate = useNavigate();

  /** Rejects with the server's error, for the form to show its field errors. */
  const save = async (values: ProfileValues): Promise<void> => {
    const input = toUpdateProfileInput(values);
    try {
      // The answer updates the cached record, and with it the auth state and the header.
      await updateProfile({ variables: { input } });
    } catch (error) {
      toast.error(serverMessage(error, PROFILE_FAILED));
      throw error;
    }
    try {
      await updateFirebaseProfile({ displayName: input.displayName || null, photoURL: input.photoURL || null });
    } catch {
      // The shop's record is saved; the sign-in provider's copy catches up on the next save.
    }
    toast.success(PROFILE_SAVED);
    await navigate("/my-profile");
  };

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Update profile
        </Heading>
        <Text color="fg.muted">Change how you appear and where we can reach you.</Text>
      </Stack>
      {record ? (
        <Stack bg="bg" borderWidth="1px" rounded="l3" p={{ base: 5, md: 8 }}>
          <ProfileForm key={record.uid} initialValues={profileValuesFrom(record)} save={save} />
        </Stack>
      ) : (
        <RecordUnavailable />
      )}
    </Stack>
  );
}
