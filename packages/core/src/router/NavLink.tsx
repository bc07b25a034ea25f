import type { CSSProperties, ReactNode } from "react";
import { resolveTo } from "./history";
import { Link } from "./Link";
import type { LinkProps } from "./Link";
import { useLocation } from "./useLocation";

/** What a `NavLink`'s className, style and children functions are told. */
export interface NavLinkRenderProps {
  isActive: boolean;
  /** Always false: core's router has no pending navigations of its own (kept for react-router's shape). */
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, "className" | "style" | "children"> {
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
  /** Active only at its own path, not below it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/**
 * A `Link` that knows whether it points at the current page or an ancestor of it: then it has
 * `aria-current="page"` (or the given value) and, with a string className, the class `active`.
 */
export function NavLink({
  to,
  end = false,
  caseSensitive = false,
  className,
  style,
  children,
  "aria-current": ariaCurrent = "page",
  ...rest
}: NavLinkProps): ReactNode {
  const location = useLocation();
  let target = new URL(resolveTo(to, location), "http://localhost").pathname;
  let current = location.pathname;
  if (!caseSensitive) {
    target = target.toLowerCase();
    current = current.toLowerCase();
  }
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === "/");
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const classes = typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined;
  return (
    <Link {...rest} to={to} aria-current={isActive ? ariaCurrent : undefined} className={classes} style={typeof style === "function" ? style(state) : style}>
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
}
