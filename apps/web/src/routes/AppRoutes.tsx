import { lazy, Suspense, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router";
import { PublicLayout } from "../layout/PublicLayout";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { FullPageSpinner, PublicOnly, RequireAuth, ShopGate } from "./guards";
import { LoginPage } from "../features/auth/LoginPage";
import { wholeCatalogue } from "../i18n/i18n";
import { loadForgotPasswordPage, loadSignupPage } from "./publicScreens";

/** Every screen but the login screen loads on demand, so the login screen stays small. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  const C = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <C />
      </Suspense>
    </RouteErrorBoundary>
  );
}

// The signed-in frame (app bar, search, shop badge) is not needed to show the login screen; it
// comes with the rest of the messages, fetched in parallel (i18n.ts).
const MainLayout = lazy(async () => {
  const [{ MainLayout: Frame }] = await Promise.all([import("../layout/MainLayout"), wholeCatalogue()]);
  return { default: Frame };
});

// Built once: page() makes a lazy component, and a new one on each render would remount the
// screen (its typed text lost) and show the spinner again.
const routeTable = (
  <Routes>
    {/* Root redirects to /login; the guard sends signed-in users on to /spaces. */}
    <Route index element={<Navigate to="/login" replace />} />
    <Route element={<PublicOnly />}>
      <Route element={<PublicLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={page(loadSignupPage, "SignupPage")} />
        <Route path="/forgotpassword" element={page(loadForgotPasswordPage, "ForgotPasswordPage")} />
        <Route path="/forgotpassword/confirmation" element={page(loadForgotPasswordPage, "ForgotPasswordConfirmationPage")} />
      </Route>
    </Route>
    {/* The reset link works whether or not someone is signed in on this browser. */}
    <Route element={<PublicLayout />}>
      <Route path="/reset-password" element={page(() => import("../features/auth/ResetPasswordPage"), "ResetPasswordPage")} />
      <Route path="/auth/complete" element={page(() => import("../features/auth/CompleteSignInPage"), "CompleteOidcSignInPage")} />
      <Route path="/auth/email-link" element={page(() => import("../features/auth/CompleteSignInPage"), "EmailLinkSignInPage")} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<FullPageSpinner />}>
              <MainLayout />
            </Suspense>
          </RouteErrorBoundary>
        }
      >
        <Route path="/profile" element={page(() => import("../features/auth/ProfilePage"), "ProfilePage")} />
        <Route path="/change_password" element={page(() => import("../features/auth/ChangePasswordPage"), "ChangePasswordPage")} />
        <Route path="/spaces" element={page(() => import("../features/spaces/SpacesPage"), "SpacesPage")} />
        <Route path="/spaces/:spaceId" element={page(() => import("../features/spaces/SpaceDetailsPage"), "SpaceDetailsPage")} />
        <Route path="/spaces/:spaceId/materials" element={page(() => import("../features/materials/MaterialsRegisterPage"), "MaterialsRegisterPage")} />
        <Route path="/spaces/:spaceId/inventory" element={page(() => import("../features/inventory/InventoryPage"), "InventoryPage")} />
        <Route path="/inventory/containers/:containerId" element={page(() => import("../features/inventory/ContainerPage"), "ContainerPage")} />
        <Route path="/spaces/:spaceId/audit" element={page(() => import("../features/records/AuditTrailPage"), "AuditTrailPage")} />
        <Route path="/spaces/:spaceId/trash" element={page(() => import("../features/records/TrashPage"), "TrashPage")} />
        <Route path="/projects" element={page(() => import("../features/projects/ProjectsPlaceholderPage"), "ProjectsPlaceholderPage")} />
        <Route path="/projects/:projectId" element={page(() => import("../features/projects/ProjectDetailsPage"), "ProjectDetailsPage")} />
        <Route path="/notes/:noteId" element={page(() => import("../features/notes/NotePage"), "NotePage")} />
        <Route path="/notes/:noteId/versions" element={page(() => import("../features/notes/NoteVersionsPage"), "NoteVersionsPage")} />
        <Route path="/sso-auth" element={page(() => import("../features/sso/SsoAuthPage"), "SsoAuthPage")} />
        <Route element={<ShopGate />}>
          <Route path="/checkout_settings" element={page(() => import("../features/shop/CheckoutSettingsPage"), "CheckoutSettingsPage")} />
          <Route path="/buy" element={page(() => import("../features/shop/ShopHomePage"), "ShopHomePage")} />
          <Route path="/buy/catalogs" element={page(() => import("../features/shop/ShopHomePage"), "ShopHomePage")} />
          <Route path="/buy/catalogs/:catalogId" element={page(() => import("../features/shop/CatalogDetailsPage"), "CatalogDetailsPage")} />
          <Route path="/buy/cart" element={page(() => import("../features/shop/CartPage"), "CartPage")} />
          <Route path="/buy/checkout" element={page(() => import("../features/shop/CheckoutPage"), "CheckoutPage")} />
          <Route path="/buy/order-notification" element={page(() => import("../features/shop/OrderNotificationPage"), "OrderNotificationPage")} />
          <Route path="/buy/orders/:orderId" element={page(() => import("../features/shop/OrderPage"), "OrderPage")} />
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
