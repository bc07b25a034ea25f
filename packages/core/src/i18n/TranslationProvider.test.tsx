import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TranslationProvider } from "./TranslationProvider";
import { setTranslations, t } from "./t";
import { useTranslation } from "./useTranslation";

afterEach(() => setTranslations({}));

function Texts() {
  const { locale, t: tOfContext } = useTranslation();
  return (
    <p>
      {locale}: {t("Sign In")} / {tOfContext("Register")}
    </p>
  );
}

describe("TranslationProvider in a browser", () => {
  it("gives its children the locale in context and installs the page's strings for t()", () => {
    render(
      <TranslationProvider locale="fr" translations={{ "Sign In": "Connexion", Register: "Inscription" }}>
        <Texts />
      </TranslationProvider>,
    );
    expect(screen.getByText("fr: Connexion / Inscription")).toBeTruthy();
    expect(t("Sign In")).toBe("Connexion");
  });

  it("is English without strings, and useTranslation is English outside any provider", () => {
    setTranslations({ "Sign In": "Connexion" });
    render(
      <TranslationProvider locale="en">
        <Texts />
      </TranslationProvider>,
    );
    expect(screen.getByText("en: Sign In / Register")).toBeTruthy();
  });
});
