// @vitest-environment node
import { use } from "react";
import { describe, expect, it } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import { t } from "../i18n/t";
import { useTranslation } from "../i18n/useTranslation";
import { fakeApi } from "../testing/fakeApi";
import { memberBootstrap } from "../testing/testBootstrap";
import { coreAddon } from "../widgets/coreAddon";
import { renderPage } from "./renderPage";
import type { RenderRequest } from "./RenderRequest";

/** A gate per locale: the page suspends on it until the test opens it. */
interface Gate {
  promise: Promise<void>;
  open: () => void;
  /** Settles once the page has reached the gate (and so suspended on it). */
  reached: Promise<void>;
  reach: () => void;
}
const gates = new Map<string, Gate>();
function gate(locale: string): Gate {
  let found = gates.get(locale);
  if (!found) {
    let open = (): void => undefined;
    let reach = (): void => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    const reached = new Promise<void>((resolve) => (reach = resolve));
    found = { promise, open, reached, reach };
    gates.set(locale, found);
  }
  return found;
}

/** A page that waits for data (as a widget with a query does), then shows translated text. */
function WaitingPage() {
  const { locale, t: tOfContext } = useTranslation();
  const waiting = gate(locale);
  waiting.reach();
  use(waiting.promise);
  return (
    <section>
      <h1 className="plain">{t("Sign In")}</h1>
      <p className="context">{tOfContext("Register")}</p>
    </section>
  );
}

const registry = new AddonRegistry([coreAddon, defineAddon({ key: "test", routes: [{ path: "/waiting", load: async () => ({ default: WaitingPage }) }] })]);
const assets = { scripts: ["/assets/entry-client-abc.js"], styles: [] };

function render(locale: string, translations: Record<string, string>) {
  const bootstrap = memberBootstrap({ locale }) as RenderRequest["bootstrap"];
  return renderPage({ url: "/waiting", bootstrap, fetch: fakeApi().fetch, assets, translations }, registry);
}

describe("renderPage in several locales at once", () => {
  it("gives each page its own strings while the renders interleave", async () => {
    const french = render("fr", { "Sign In": "Connexion", Register: "Inscription" });
    const german = render("de", { "Sign In": "Anmelden", Register: "Registrieren" });
    // Both renders are suspended, the German one started last; the French one resumes first.
    await Promise.all([gate("fr").reached, gate("de").reached]);
    gate("fr").open();
    const frenchPage = await french;
    gate("de").open();
    const germanPage = await german;

    expect(frenchPage.html).toContain('<html lang="fr">');
    expect(frenchPage.html).toContain('<h1 class="plain">Connexion</h1>');
    expect(frenchPage.html).toContain('<p class="context">Inscription</p>');
    expect(germanPage.html).toContain('<html lang="de">');
    expect(germanPage.html).toContain('<h1 class="plain">Anmelden</h1>');
    expect(germanPage.html).toContain('<p class="context">Registrieren</p>');
    // Outside any render, t() is English again: no request's strings leaked into the process.
    expect(t("Sign In")).toBe("Sign In");
  });
});
