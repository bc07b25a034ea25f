import { afterEach, describe, expect, it } from "vitest";
import { setTranslations, t } from "./t";

afterEach(() => setTranslations({}));

describe("t", () => {
  it("shows the English key and fills {placeholders}", () => {
    expect(t("Sign In")).toBe("Sign In");
    expect(t("{Type} Not Found", { Type: "Discussion" })).toBe("Discussion Not Found");
    expect(t("{from} - {to} of {total}", { from: 1, to: 30 })).toBe("1 - 30 of {total}");
  });

  it("uses the installed locale's strings", () => {
    setTranslations({ "Sign In": "Connexion", "{Type} Not Found": "{Type} introuvable" });
    expect(t("Sign In")).toBe("Connexion");
    expect(t("{Type} Not Found", { Type: "Page" })).toBe("Page introuvable");
    expect(t("Register")).toBe("Register");
  });
});
