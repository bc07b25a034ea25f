import type { Plugin } from "vite";

/** react-router's built files (its `dist/development` and `dist/production` builds). */
const REACT_ROUTER = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/]/;
/** React calls whose result is only a value: unused, they can go. */
const COMPONENT_FACTORY = /\b(React\d*\.(?:forwardRef|memo|createContext))\(/g;
/** A top-level `Name.displayName = "...";` (React DevTools' label). */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * Client build only: lets the bundler drop what the shell never uses of react-router. Its files
 * define every component as `React.forwardRef(...)` with no pure annotation and then set
 * `Component.displayName`, and the bundler must keep both (a call, a property write) — so
 * `<Link>`, `<NavLink>`, `<Form>` and what they pull in (prefetching, form submission, RSC error
 * handling) shipped to every page although the app renders none of them. This marks those calls
 * pure and removes the display names (used only by React DevTools); what is used stays as it was.
 */
export function pureReactRouter(): Plugin {
  return {
    name: "quorum:pure-react-router",
    apply: (_config, env) => env.command === "build" && env.isSsrBuild !== true,
    transform(code, id) {
      if (!REACT_ROUTER.test(id)) return null;
      return { code: code.replace(COMPONENT_FACTORY, "/* @__PURE__ */ $1(").replace(DISPLAY_NAME, ""), map: null };
    },
  };
}
