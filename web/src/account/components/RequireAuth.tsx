import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { NotFoundPage } from "../../shared/pages/NotFoundPage";
import { guardDecision } from "../guardDecision";
import { useAuth } from "../hooks/useAuth";
import { useNeedsAuthClient } from "../hooks/useNeedsAuthClient";
import { loginPathFor } from "../redirectTarget";
import { AuthLoading } from "./AuthLoading";

export interface RequireAuthProps {
  /** Only for people whose shop record has the ADMIN role. */
  requireAdmin?: boolean;
  /** What to show when allowed; the child routes by default. */
  children?: ReactNode;
}

/**
 * The signed-in guard (docs/behaviour.md#screens-and-routes, #roles): waits while auth is loading, sends guests to /login (and
 * back here afterwards), shows the error page to signed-in people without the needed role.
 */
export function RequireAuth({ requireAdmin = false, children }: RequireAuthProps) {
  const { user, loading, record } = useAuth();
  const location = useLocation();
  useNeedsAuthClient();

  switch (guardDecision({ loading, user, role: record?.role, requireAdmin })) {
    case "wait":
      return <AuthLoading />;
    case "login":
      return (
        <Navigate
          to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
          replace
          state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
        />
      );
    case "forbidden":
      return <NotFoundPage />;
    case "allow":
      return children ?? <Outlet />;
  }
}
