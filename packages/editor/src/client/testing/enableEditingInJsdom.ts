// Test code only. jsdom has contenteditable elements but not two things Slate relies on to read
// what the user does in them. Import this before anything that loads slate-dom (which decides at
// load time whether the browser has native `beforeinput`).

// `isContentEditable`: jsdom leaves it undefined, so Slate would not take the DOM selection as its own.
Object.defineProperty(HTMLElement.prototype, "isContentEditable", {
  configurable: true,
  get(this: HTMLElement): boolean {
    const host = this.closest("[contenteditable]");
    return host !== null && host.getAttribute("contenteditable") !== "false";
  },
});

// `InputEvent.getTargetRanges`: its presence is how Slate detects native `beforeinput`, which
// user-event dispatches for typing, Enter and Backspace. Without target ranges Slate uses its own
// selection, which is what the tests place.
if (typeof InputEvent.prototype.getTargetRanges !== "function") {
  InputEvent.prototype.getTargetRanges = () => [];
}
