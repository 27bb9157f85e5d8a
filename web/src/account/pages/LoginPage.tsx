import { Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Navigate, Link as RouterLink, useLocation } from "react-router";
import { AuthCard } from "../components/AuthCard";
import { AuthErrorAlert } from "../components/AuthErrorAlert";
import { GoogleSignInButton } from "../components/GoogleSignInButton";
import { OrSeparator } from "../components/OrSeparator";
import { PasswordResetDialog } from "../components/PasswordResetDialog";
import { SignInForm } from "../components/SignInForm";
import { useAuth } from "../hooks/useAuth";
import { redirectTarget } from "../redirectTarget";

/**
 * `/login`: Google or email and password, and "Forgot password?". Once signed in (and the shop's
 * record is in), goes back to where the guard stopped the person (`?next=` or router state), else home.
 */
export function LoginPage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [resetEmail, setResetEmail] = useState<string | null>(null);

  if (user && !loading) return <Navigate to={redirectTarget(location.search, location.state)} replace />;

  return (
    <AuthCard title="Sign in" description="Welcome back! Sign in to see your profile and orders.">
      <AuthErrorAlert message={error} />
      <Stack gap="5">
        <GoogleSignInButton onError={setError} />
        <OrSeparator />
        <SignInForm onError={setError} onForgotPassword={(email) => setResetEmail(email)} />
      </Stack>
      <Text textAlign="center" textStyle="sm" color="fg.muted">
        New here?{" "}
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={{ pathname: "/register", search: location.search }} state={location.state as unknown}>
            Create an account
          </RouterLink>
        </Link>
      </Text>
      <PasswordResetDialog
        open={resetEmail !== null}
        onOpenChange={(open) => {
          if (!open) setResetEmail(null);
        }}
        initialEmail={resetEmail ?? ""}
      />
    </AuthCard>
  );
}
