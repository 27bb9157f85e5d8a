/** The account feature's public face: all another feature may import from it (docs/storefront.md, Layers). */
export { currentAuthUser } from "./auth/authClient";
export { AuthLoading } from "./components/AuthLoading";
export { UserAvatar } from "./components/UserAvatar";
export { useAuth } from "./hooks/useAuth";
export { useAuthActions } from "./hooks/useAuthActions";
export { loginPathFor } from "./redirectTarget";
