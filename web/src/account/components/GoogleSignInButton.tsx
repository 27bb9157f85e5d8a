import { Button } from "@chakra-ui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { authErrorCode, authErrorMessage, isCancelledPopup } from "../authErrorMessage";
import { useAuthActions } from "../hooks/useAuthActions";
import { useNeedsAuthClient } from "../hooks/useNeedsAuthClient";
import { GoogleIcon } from "./AccountIcons";

export interface GoogleSignInButtonProps {
  /** Shows a failure on the page (cancelled popups are not failures). */
  onError: (message: string | null) => void;
}

/**
 * "Continue with Google": Firebase's popup sign-in (500×600). Closing the popup only brings a
 * quiet note; a popup replaced by a newer one says nothing at all.
 */
export function GoogleSignInButton({ onError }: GoogleSignInButtonProps) {
  const { signInWithGoogle } = useAuthActions();
  useNeedsAuthClient();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    onError(null);
    setBusy(true);
    try {
      await signInWithGoogle();
    } catch (error) {
      if (isCancelledPopup(error)) {
        if (authErrorCode(error) === "popup-closed-by-user") toast(authErrorMessage(error), { id: "google-cancelled" });
      } else {
        onError(authErrorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      width="full"
      onClick={() => void signIn()}
      loading={busy}
      loadingText="Waiting for Google…"
    >
      <GoogleIcon boxSize="5" />
      Continue with Google
    </Button>
  );
}
