import { Suspense, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router";
import { PublicLayout } from "../layout/PublicLayout";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { FullPageSpinner, PublicOnly, RequireAuth, ShopGate } from "./guards";
import { LoginPage } from "../features/auth/LoginPage";
import { lazyKept } from "../lib/keptLoader";
import { frameCode, screenCode } from "./screenCode";

/** Every screen but the login screen loads on demand (`module` under src/), so the login screen stays small. */
function page(module: string, name: string) {
  const C = lazyKept(screenCode(module), (m) => {
    if (!m[name]) throw new Error(`${module} has no ${name}`);
    return m[name] as ComponentType;
  });
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner testId="screen-code-loading" />}>
        <C />
      </Suspense>
    </RouteErrorBoundary>
  );
}

// The signed-in frame (app bar, search, shop badge) is not needed to show the login screen; it
// comes with the rest of the messages, fetched in parallel (i18n.ts).
const MainLayout = lazyKept(frameCode, (Frame) => Frame);

// Built once: page() makes a lazy component, and a new one on each render would remount the
// screen (its typed text lost) and show the spinner again.
const routeTable = (
  <Routes>
    {/* Root redirects to /login; the guard sends signed-in users on to /spaces. */}
    <Route index element={<Navigate to="/login" replace />} />
    <Route element={<PublicOnly />}>
      <Route element={<PublicLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={page("features/auth/SignupPage", "SignupPage")} />
        <Route path="/forgotpassword" element={page("features/auth/ForgotPasswordPage", "ForgotPasswordPage")} />
        <Route path="/forgotpassword/confirmation" element={page("features/auth/ForgotPasswordPage", "ForgotPasswordConfirmationPage")} />
      </Route>
    </Route>
    {/* The reset link works whether or not someone is signed in on this browser. */}
    <Route element={<PublicLayout />}>
      <Route path="/reset-password" element={page("features/auth/ResetPasswordPage", "ResetPasswordPage")} />
      <Route path="/auth/complete" element={page("features/auth/CompleteSignInPage", "CompleteOidcSignInPage")} />
      <Route path="/auth/email-link" element={page("features/auth/CompleteSignInPage", "EmailLinkSignInPage")} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<FullPageSpinner testId="screen-code-loading" />}>
              <MainLayout />
            </Suspense>
          </RouteErrorBoundary>
        }
      >
        <Route path="/profile" element={page("features/auth/ProfilePage", "ProfilePage")} />
        <Route path="/change_password" element={page("features/auth/ChangePasswordPage", "ChangePasswordPage")} />
        <Route path="/spaces" element={page("features/spaces/SpacesPage", "SpacesPage")} />
        <Route path="/spaces/:spaceId" element={page("features/spaces/SpaceDetailsPage", "SpaceDetailsPage")} />
        <Route path="/spaces/:spaceId/materials" element={page("features/materials/MaterialsRegisterPage", "MaterialsRegisterPage")} />
        <Route path="/spaces/:spaceId/inventory" element={page("features/inventory/InventoryPage", "InventoryPage")} />
        <Route path="/inventory/containers/:containerId" element={page("features/inventory/ContainerPage", "ContainerPage")} />
        <Route path="/spaces/:spaceId/audit" element={page("features/records/AuditTrailPage", "AuditTrailPage")} />
        <Route path="/spaces/:spaceId/trash" element={page("features/records/TrashPage", "TrashPage")} />
        <Route path="/projects" element={page("features/projects/ProjectsPlaceholderPage", "ProjectsPlaceholderPage")} />
        <Route path="/projects/:projectId" element={page("features/projects/ProjectDetailsPage", "ProjectDetailsPage")} />
        <Route path="/notes/:noteId" element={page("features/notes/NotePage", "NotePage")} />
        <Route path="/notes/:noteId/versions" element={page("features/notes/NoteVersionsPage", "NoteVersionsPage")} />
        <Route path="/sso-auth" element={page("features/sso/SsoAuthPage", "SsoAuthPage")} />
        <Route element={<ShopGate />}>
          <Route path="/checkout_settings" element={page("features/shop/CheckoutSettingsPage", "CheckoutSettingsPage")} />
          <Route path="/buy" element={page("features/shop/ShopHomePage", "ShopHomePage")} />
          <Route path="/buy/catalogs" element={page("features/shop/ShopHomePage", "ShopHomePage")} />
          <Route path="/buy/catalogs/:catalogId" element={page("features/shop/CatalogDetailsPage", "CatalogDetailsPage")} />
          <Route path="/buy/cart" element={page("features/shop/CartPage", "CartPage")} />
          <Route path="/buy/checkout" element={page("features/shop/CheckoutPage", "CheckoutPage")} />
          <Route path="/buy/order-notification" element={page("features/shop/OrderNotificationPage", "OrderNotificationPage")} />
          <Route path="/buy/orders/:orderId" element={page("features/shop/OrderPage", "OrderPage")} />
        </Route>
      </Route>
    </Route>
    {/* Unknown paths go to /. */}
    <Route path="*" element={<Navigate to="/" replace />} />
  </Routes>
);

export function AppRoutes() {
  return <RouteErrorBoundary>{routeTable}</RouteErrorBoundary>;
}
