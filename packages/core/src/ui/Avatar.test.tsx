import { DEFAULT_PHOTO_PATH } from "@quorum/api";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./Avatar";
import * as styles from "./Avatar.css";

describe("Avatar", () => {
  it("shows the photo", () => {
    render(<Avatar photoUrl="/uploads/ada.png" name="Ada" />);
    expect(screen.getByRole("img", { name: "Ada" }).getAttribute("src")).toBe("/uploads/ada.png");
  });

  it("falls back to the silhouette without a photo", () => {
    render(<Avatar photoUrl="" name="Ada" />);
    const silhouette = screen.getByRole("img", { name: "Ada" });
    expect(silhouette.tagName.toLowerCase()).toBe("svg");
    expect([...silhouette.children].map((shape) => shape.tagName.toLowerCase())).toEqual(["rect", "circle", "path"]);
  });

  it("draws the API's default photo as the silhouette, inline, with no request", () => {
    render(<Avatar photoUrl={`https://forum.example.com${DEFAULT_PHOTO_PATH}`} name="Ada" />);
    expect(screen.getByRole("img", { name: "Ada" }).tagName.toLowerCase()).toBe("svg");
  });

  it("falls back to the silhouette when the photo fails to load", () => {
    render(<Avatar photoUrl="/broken.png" name="Ada" />);
    fireEvent.error(screen.getByRole("img", { name: "Ada" }));
    expect(screen.getByRole("img", { name: "Ada" }).tagName.toLowerCase()).toBe("svg");
  });

  it("has the avatar's classes for its size, and the caller's", () => {
    render(<Avatar photoUrl="/uploads/ada.png" name="Ada" size="small" />);
    expect(screen.getByRole("img", { name: "Ada" }).getAttribute("class")).toBe(`${styles.avatar} ${styles.sizes.small}`);
    render(<Avatar name="Bo" className="extra" />);
    expect(screen.getByRole("img", { name: "Bo" }).getAttribute("class")).toBe(`${styles.avatar} ${styles.sizes.medium} extra`);
  });
});
