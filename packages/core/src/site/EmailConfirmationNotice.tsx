import { lazy, Suspense, useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useCurrentUser } from "./useCurrentUser";
import { useSiteConfig } from "./useSiteConfig";

// Loaded only for the few it concerns: guests and confirmed members never fetch it.
const EmailConfirmationToast = lazy(() => import("./EmailConfirmationToast"));

/**
 * Spec §6: the email-confirmation toast, for a signed-in member whose email is not confirmed while
 * the site requires confirmation (`registration.confirmEmail`). Toasts draw only after mount, so
 * this renders nothing on the server or while hydrating.
 */
export function EmailConfirmationNotice(): ReactNode {
  const user = useCurrentUser();
  const required = useSiteConfig()["registration.confirmEmail"] === true;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || user.userID <= 0 || user.emailConfirmed || !required) return null;
  return (
    <Suspense fallback={null}>
      <EmailConfirmationToast />
    </Suspense>
  );
}
