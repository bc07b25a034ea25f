import { describe, expect, it } from "vitest";
import { htmlToQuoteText } from "./htmlToQuoteText";
import { mentionText } from "./mentionText";
import { escapeMarkdown, quoteMarkdown } from "./quoteMarkdown";

describe("htmlToQuoteText", () => {
  it("keeps paragraphs and line breaks, drops images and the quotes inside the post", () => {
    const html =
      '<blockquote><p>Old quote</p></blockquote><p>First <strong>line</strong><br>second line</p><p>Next&nbsp;para <img src="x.png" alt="x"></p><ul><li>one</li><li>two</li></ul>';
    expect(htmlToQuoteText(html)).toBe("First line\nsecond line\n\nNext para\n\none\n\ntwo");
  });
});

describe("escapeMarkdown", () => {
  it("escapes what markdown would turn into markup", () => {
    expect(escapeMarkdown("2 * 3 = _six_ <b> [x](y) #1")).toBe("2 \\* 3 = \\_six\\_ \\<b\\> \\[x\\](y) \\#1");
    expect(escapeMarkdown("- not a list\n1. nor this")).toBe("\\- not a list\n1\\. nor this");
  });
});

describe("quoteMarkdown", () => {
  it("quotes the author, linking to the post, then every line of its text", () => {
    const quote = quoteMarkdown({
      recordType: "comment",
      recordID: 5,
      url: "/discussion/comment/5#Comment_5",
      bodyHtml: "<p>Hello *there*</p><p>Bye</p>",
      author: { userID: 1, name: "Jane_Doe" },
    });
    expect(quote).toBe("> [**Jane\\_Doe** wrote:](/discussion/comment/5#Comment_5)\n>\n> Hello \\*there\\*\n>\n> Bye");
  });
});

describe("mentionText", () => {
  it("mentions a plain name as is and quotes one with spaces", () => {
    expect(mentionText("Alice")).toBe("@Alice ");
    expect(mentionText("Jane Doe")).toBe('@"Jane Doe" ');
  });
});
