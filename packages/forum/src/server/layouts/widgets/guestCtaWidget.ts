import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";

/** `react.guest-cta` -> GuestCallToAction: the welcome box signed-out visitors see (the client hides it for members). */
export const guestCtaWidget = forumWidgets.guestCta.hydrate<HydrateContext>((props) => {
  return {
    ...props,
    title: typeof props.title === "string" ? props.title : "Welcome!",
    description: typeof props.description === "string" ? props.description : "It looks like you're new here. Sign in or register to get started.",
  };
});
