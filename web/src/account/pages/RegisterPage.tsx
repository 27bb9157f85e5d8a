import { Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Navigate, Link as RouterLink, useLocation } from "react-router";
import { AuthCard } from "../components/AuthCard";
import { AuthErrorAlert } from "../components/AuthErrorAlert";
import { GoogleSignInButton } from "../components/GoogleSignInButton";
import { OrSeparator } from "../components/OrSeparator";
import { RegisterForm } from "../components/RegisterForm";
import { useAuth } from "../hooks/useAuth";
import { redirectTarget } from "../redirectTarget";

/** `/register`: a new account with name, email and password, or with Google. */
export function RegisterPage() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);

  if (user && !loading) return <Navigate to={redirectTarget(location.search, location.state)} replace />;

  return (
    <AuthCard title="Create your account" description="Keep your details and see your orders on any device.">
      <AuthErrorAlert message={error} />
      <Stack gap="5">
        <GoogleSignInButton onError={setError} />
        <OrSeparator />
        <RegisterForm onError={setError} />
      </Stack>
      <Text textAlign="center" textStyle="sm" color="fg.muted">
        Already have an account?{" "}
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={{ pathname: "/login", search: location.search }} state={location.state as unknown}>
            Sign in
          </RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
