import { useContext } from "react";
import type { ReactNode } from "react";
import { Link } from "../router/Link";
import * as styles from "./DropDown.css";
import { DropDownContext } from "./DropDownContext";

export interface DropDownItemLinkProps {
  /** A site path or a full URL. */
  to: string;
  children: ReactNode;
  /** Opens in a new tab (with no access back to this page). */
  newTab?: boolean;
}

/** A menu item that goes to a page; in-app paths navigate client-side. */
export function DropDownItemLink({ to, children, newTab = false }: DropDownItemLinkProps): ReactNode {
  const dropDown = useContext(DropDownContext);
  return (
    <Link
      to={to}
      role="menuitem"
      className={styles.item}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      onClick={() => dropDown?.close()}
    >
      {children}
    </Link>
  );
}
