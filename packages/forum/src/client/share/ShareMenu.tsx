import { Button, DropDown, DropDownItemButton, DropDownItemLink, t, usePermission, useSiteConfig, useToast } from "@quorum/core";
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { canShareNatively } from "./canShareNatively";
import { copyText } from "./copyText";
import { shareUrl } from "./shareUrl";

export interface ShareMenuProps {
  recordType: "discussion" | "comment";
  /** The record's URL (site-relative or absolute). */
  url: string;
  /** The record's name: the discussion's title (the email's subject). */
  name: string;
}

/**
 * 'Share' (spec §2): Copy Link (Copy Link to Comment), Email Link, and Share In Message for those
 * who may start conversations on a site with messages (`conversationsEnabled`: the add-on is on). Links carry
 * `utm_source=community-share`. On Android and iOS the device's share sheet replaces the menu.
 */
export function ShareMenu({ recordType, url, name }: ShareMenuProps): ReactNode {
  const { addToast } = useToast();
  const config = useSiteConfig();
  const mayMessage = usePermission("conversations.add") && config["conversationsEnabled"] === true;
  // Known only in the browser: the server render and hydration always show the menu.
  const [native, setNative] = useState(false);
  useEffect(() => setNative(canShareNatively()), []);
  // Called on clicks and by items, which render only while the menu is open: never on the server.
  const link = (): string => shareUrl(url, window.location.origin);

  async function copy(): Promise<void> {
    try {
      await copyText(link());
      addToast({ body: t("Link copied to clipboard"), autoDismiss: true });
    } catch {
      addToast({ body: t("Something went wrong."), persistent: true, dismissible: true, tone: "error" });
    }
  }

  if (native) {
    return (
      <Button variant="text" onClick={() => void navigator.share({ title: name, url: link() }).catch(() => undefined)}>
        {t("Share")}
      </Button>
    );
  }
  return (
    <DropDown label={t("Share")} align="right">
      <DropDownItemButton onClick={() => void copy()}>{recordType === "comment" ? t("Copy Link to Comment") : t("Copy Link")}</DropDownItemButton>
      <EmailLink name={name} link={link} />
      {mayMessage && <MessageLink link={link} />}
    </DropDown>
  );
}

function EmailLink({ name, link }: { name: string; link(): string }): ReactNode {
  const subject = encodeURIComponent(name);
  const body = encodeURIComponent(`${name}\n${link()}`);
  return <DropDownItemLink to={`mailto:?subject=${subject}&body=${body}`}>{t("Email Link")}</DropDownItemLink>;
}

function MessageLink({ link }: { link(): string }): ReactNode {
  return <DropDownItemLink to={`/messages/add?content=${encodeURIComponent(link())}`}>{t("Share In Message")}</DropDownItemLink>;
}
