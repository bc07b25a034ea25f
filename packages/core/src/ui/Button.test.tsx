import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "./Button";
import { buttonRecipe } from "./Button.css";

describe("Button", () => {
  it("is a standard button that submits nothing by default", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.getAttribute("class")).toBe(buttonRecipe({ variant: "standard" }));
  });

  it("has its variant's classes, then the caller's", () => {
    render(
      <>
        <Button variant="primary">Post</Button>
        <Button variant="text" className="quiet">
          Quote
        </Button>
        <Button variant="primary">Again</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Post" }).getAttribute("class")).toBe(buttonRecipe({ variant: "primary" }));
    expect(screen.getByRole("button", { name: "Quote" }).getAttribute("class")).toBe(`${buttonRecipe({ variant: "text" })} quiet`);
    expect(screen.getByRole("button", { name: "Again" }).getAttribute("class")).toBe(buttonRecipe({ variant: "primary" }));
  });

  it("is disabled and says so while busy", () => {
    render(<Button busy>Saving</Button>);
    const button = screen.getByRole("button", { name: "Saving" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });
});
