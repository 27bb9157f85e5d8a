import { lazy, Suspense } from "react";
import { AuthLoading } from "../../account/components/AuthLoading";
import { RequireAuth } from "../../account/components/RequireAuth";

/**
 * The admin area's code is a chunk of its own, requested only once the guard has confirmed the
 * ADMIN role: guests and customers never download it.
 */
const AdminApp = lazy(() => import("../../admin/AdminApp").then((module) => ({ default: module.AdminApp })));

/** `/admin-dashboard/*`: the admin guard, then the admin area. */
export function AdminAreaPage() {
  return (
    <RequireAuth requireAdmin>
      <Suspense fallback={<AuthLoading label="Loading the admin dashboard…" />}>
        <AdminApp />
      </Suspense>
    </RequireAuth>
  );
}
