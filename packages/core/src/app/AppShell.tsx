import type { ReactNode } from "react";
import { WidgetNodeRenderer } from "../layout/WidgetNodeRenderer";
import { AppRoutes } from "../router/AppRoutes";
import { EmailConfirmationNotice } from "../site/EmailConfirmationNotice";
import { TITLE_BAR_NODE } from "./titleBarNode";
import { useNavigationListeners } from "./useNavigationListeners";
import { useScrollOnNavigate } from "./useScrollOnNavigate";

/** The page frame: the title bar, then the routed page as the main landmark ('Skip to content' target). */
export function AppShell(): ReactNode {
  useScrollOnNavigate();
  useNavigationListeners();
  return (
    <>
      <WidgetNodeRenderer node={TITLE_BAR_NODE} />
      <main id="MainContent" tabIndex={-1}>
        <AppRoutes />
      </main>
      <EmailConfirmationNotice />
    </>
  );
}
