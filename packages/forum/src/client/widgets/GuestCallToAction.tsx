import { t, useCurrentUser, useLocation } from "@quorum/core";
import type { ReactNode } from "react";
import { GuestPrompt } from "./GuestPrompt";
import type { GuestCallToActionProps } from "../../contract/widgetProps";

export type { GuestCallToActionProps };

/** `react.guest-cta`: the welcome box with Sign In and Register, for guests only (spec §6). */
export default function GuestCallToAction({ title, description }: GuestCallToActionProps): ReactNode {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (user.userID > 0) return null;
  return <GuestPrompt layout="stacked" title={t(title)} text={description && t(description)} target={`${pathname}${search}`} />;
}
