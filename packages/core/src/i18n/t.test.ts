import { afterEach, describe, expect, it } from "vitest";
import { setTranslationScope, setTranslations, t } from "./t";

afterEach(() => {
  setTranslations({});
  setTranslationScope(() => undefined);
});

describe("t", () => {
  it("shows the English key and fills {placeholders}", () => {
    expect(t("Sign In")).toBe("Sign In");
    expect(t("{Type} Not Found", { Type: "Discussion" })).toBe("Discussion Not Found");
    expect(t("{from} - {to} of {total}", { from: 1, to: 30 })).toBe("1 - 30 of {total}");
  });

  it("fills placeholders as written, repeated or adjacent, and leaves what is not one", () => {
    expect(t("{a}{a} and {b}.{c}", { a: "x", b: 2, c: "$&" })).toBe("xx and 2.$&");
    expect(t("{not a name} {} {{a}} {a", { a: 1 })).toBe("{not a name} {} {1} {a");
    expect(t("no placeholders", { a: 1 })).toBe("no placeholders");
    expect(t("{a}", { a: 1 })).toBe("1");
  });

  it("uses the installed locale's strings", () => {
    setTranslations({ "Sign In": "Connexion", "{Type} Not Found": "{Type} introuvable" });
    expect(t("Sign In")).toBe("Connexion");
    expect(t("{Type} Not Found", { Type: "Page" })).toBe("Page introuvable");
    expect(t("Register")).toBe("Register");
  });

  it("reads the current request's strings when a scope is installed, the page's outside a request", () => {
    setTranslations({ "Sign In": "Connexion" });
    let current: Record<string, string> | undefined = { "Sign In": "Anmelden" };
    setTranslationScope(() => current);
    expect(t("Sign In")).toBe("Anmelden");
    current = undefined;
    expect(t("Sign In")).toBe("Connexion");
  });
});
