import type { ApiSession } from "../ApiSession.ts";
import { markerId, type XssField } from "./XSS_FIELDS.ts";
import { markerFor, TRICKY_USER_NAMES, type PayloadForms, type RichNodes, type XssPayload } from "./xssPayloads.ts";

export type Persona = "guest" | "member" | "admin";

/** A page to render, as whom, and why (for the report). */
interface PlannedVisit {
  persona: Persona;
  path: string;
}

/** What writing the payloads did: each field's stored and refused counts, the pages that show them. */
export interface Planted {
  stored: Map<XssField, number>;
  /** Payloads a field refused with a 4xx (a name's pattern, a title's length): they never reach a page. */
  refused: Map<XssField, number>;
  /** Writes answered ≥ 500: a payload that breaks the server is a finding too. */
  errors: string[];
  /**
   * Payload writes answered 429: never stored, so never tried on a page. Registration is left out
   * (a name refused for any reason never reaches a page); anywhere else this is lost coverage.
   */
  throttled: string[];
  visits: PlannedVisit[];
  /** Accounts registered with odd but valid names, signed in to post (their names appear in bylines). */
  trickyNames: string[];
}

export interface Sessions {
  guest: ApiSession;
  member: ApiSession;
  admin: ApiSession;
  /** Signs in an account registered by the part (`password` is the one it registered with). */
  signIn(name: string, password: string): Promise<ApiSession>;
}

/** Payloads whose comments share one discussion page (the page shows 30 comments; ≤ 4 comments each). */
const PAYLOADS_PER_DISCUSSION = 7;
/** Payloads per question (its answers) and per draft; rounds of site settings (each renders the home page). */
const PAYLOADS_PER_QUESTION = 30;
const PAYLOADS_PER_DRAFT = 50;
const SETTINGS_ROUNDS = 4;
const COMMENTS_PER_PAGE = 30;
const WRITERS = 4;
const TITLE_MAX = 100;
const REGISTERED_PASSWORD = "xss-suite-password";
const OP_FORMATS = ["html", "markdown", "rich2", "text"] as const;
type Format = (typeof OP_FORMATS)[number];

const richText = (nodes: RichNodes | undefined) => (nodes === undefined ? undefined : JSON.stringify(nodes));

/** The body of `format` for the payload, if it has that form (text: its one line). */
function bodyOf(forms: PayloadForms, format: Format): string | undefined {
  if (format === "text") return forms.plain;
  if (format === "rich2") return richText(forms.rich2);
  return forms[format];
}

const BODY_FIELDS: Record<Format, { discussion: XssField; comment: XssField }> = {
  html: { discussion: "discussion body (html)", comment: "comment body (html)" },
  markdown: { discussion: "discussion body (markdown)", comment: "comment body (markdown)" },
  rich2: { discussion: "discussion body (rich2)", comment: "comment body (rich2)" },
  text: { discussion: "discussion body (text)", comment: "comment body (text)" },
};

/**
 * Writes every payload into every text a user controls, through the API as the site's own client
 * does, and answers the pages that show them. Batched so a page carries several payloads: each
 * payload gets its own discussion (title, tag, first post in one of the four formats), and the
 * comments of seven payloads in all four formats share the first one's page.
 */
export async function plantPayloads(payloads: readonly XssPayload[], sessions: Sessions): Promise<Planted> {
  const planted: Planted = { stored: new Map(), refused: new Map(), errors: [], throttled: [], visits: [], trickyNames: [] };
  const bump = (map: Map<XssField, number>, field: XssField) => map.set(field, (map.get(field) ?? 0) + 1);

  /** Sends a write carrying payloads of `fields`; answers its JSON when it was stored. */
  async function write<T>(session: ApiSession, fields: XssField[], method: string, path: string, body: unknown): Promise<T | undefined> {
    const response = await session.request(method, path, body);
    const text = await response.text();
    if (response.status >= 500)
      planted.errors.push(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)} for ${JSON.stringify(body).slice(0, 300)}`);
    if (response.status === 429 && !fields.includes("user name (registration)")) planted.throttled.push(`${method} ${path}`);
    if (!response.ok) {
      for (const field of fields) bump(planted.refused, field);
      return undefined;
    }
    for (const field of fields) bump(planted.stored, field);
    return (text === "" ? {} : JSON.parse(text)) as T;
  }
  /** A write the part needs to go on (set-up, not a payload). */
  async function must<T>(session: ApiSession, method: string, path: string, body?: unknown): Promise<T> {
    const response = await session.request(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return (text === "" ? {} : JSON.parse(text)) as T;
  }

  const { admin, member, guest } = sessions;
  // The demo's categories (the part's own, holding payloads in their names, are "xss-…"): posts go there.
  const categories = (await must<Array<{ categoryID: number; urlcode: string; name: string }>>(guest, "GET", "/api/v2/categories?limit=500")).filter(
    (category) => !category.urlcode.startsWith("xss-"),
  );
  const general = categories.find((category) => category.urlcode === "general") ?? categories[0];
  if (!general) throw new Error("the demo site has no category");
  // Questions need the Q&A add-on; switching it on is idempotent.
  await must(admin, "PATCH", "/api/v2/addons/qna", { enabled: true });

  const forms = payloads.map((payload, index) => (field: XssField) => payload.forms(markerFor(markerId(index, field))));
  // By payload index (a refused payload leaves a hole).
  const discussionIDs: Array<number | undefined> = [];
  const tagIDs: number[] = [];

  // Discussions: one per payload, in the categories by turn; seven payloads' comments on the first of each group.
  await inParallel(starts(payloads.length, PAYLOADS_PER_DISCUSSION), async (start) => {
    let host: number | undefined;
    const comments: Array<{ field: XssField; body: string; format: Format }> = [];
    for (let index = start; index < Math.min(start + PAYLOADS_PER_DISCUSSION, payloads.length); index++) {
      const payload = payloads[index] as XssPayload;
      const titleForms = forms[index]?.("discussion title") as PayloadForms;
      const titleFits = titleForms.plain.length <= TITLE_MAX;
      const tag = forms[index]?.("tag name").plain ?? "";
      const opFormat: Format = payload.family === "markdown" ? "markdown" : payload.family === "rich2" ? "rich2" : (OP_FORMATS[index % 4] as Format);
      const opField = BODY_FIELDS[opFormat].discussion;
      const fields: XssField[] = [opField, ...(titleFits ? (["discussion title"] as const) : []), ...(tag.length <= TITLE_MAX ? (["tag name"] as const) : [])];
      const category = categories[index % Math.min(3, categories.length)] ?? general;
      const created = await write<{ discussionID: number; tags?: Array<{ tagID: number }> }>(admin, fields, "POST", "/api/v2/discussions", {
        name: titleFits ? titleForms.plain : `XSS payload ${index}`,
        body: bodyOf(forms[index]?.(opField) as PayloadForms, opFormat),
        format: opFormat,
        categoryID: category.categoryID,
        ...(tag.length <= TITLE_MAX ? { newTagNames: [tag] } : {}),
      });
      if (!created) continue;
      discussionIDs[index] = created.discussionID;
      for (const { tagID } of created.tags ?? []) tagIDs.push(tagID);
      host ??= created.discussionID;
      for (const format of OP_FORMATS) {
        const field = BODY_FIELDS[format].comment;
        const body = bodyOf(forms[index]?.(field) as PayloadForms, format);
        if (body !== undefined) comments.push({ field, body, format });
      }
    }
    if (host === undefined) return;
    for (const comment of comments)
      await write(member, [comment.field], "POST", "/api/v2/comments", { discussionID: host, body: comment.body, format: comment.format });
    for (let page = 1; page <= Math.max(1, Math.ceil(comments.length / COMMENTS_PER_PAGE)); page++) {
      planted.visits.push({ persona: "admin", path: `/discussion/${host}${page > 1 ? `/p${page}` : ""}` });
    }
  });

  // Questions (Q&A): the title one payload, the answers thirty, the first answer accepted.
  await inParallel(starts(payloads.length, PAYLOADS_PER_QUESTION), async (start) => {
    const title = forms[start]?.("question title").plain ?? "";
    const fits = title.length <= TITLE_MAX;
    const question = await write<{ discussionID: number }>(admin, fits ? ["question title"] : [], "POST", "/api/v2/discussions", {
      name: fits ? title : `XSS question ${start}`,
      body: "Which answer runs?",
      format: "text",
      categoryID: general.categoryID,
      type: "question",
    });
    if (!question) return;
    let answers = 0;
    for (let index = start; index < Math.min(start + PAYLOADS_PER_QUESTION, payloads.length); index++) {
      const answer = forms[index]?.("answer body") as PayloadForms;
      const format: Format = answer.html !== undefined ? "html" : answer.markdown !== undefined ? "markdown" : "rich2";
      const created = await write<{ commentID: number }>(member, ["answer body"], "POST", "/api/v2/comments", {
        discussionID: question.discussionID,
        body: bodyOf(answer, format),
        format,
      });
      if (created && answers++ === 0) await must(admin, "PATCH", `/api/v2/comments/${created.commentID}/answer`, { status: "accepted" });
    }
    for (let page = 1; page <= Math.max(1, Math.ceil(answers / COMMENTS_PER_PAGE)); page++) {
      planted.visits.push({ persona: "admin", path: `/discussion/${question.discussionID}${page > 1 ? `/p${page}` : ""}` });
    }
  });

  // Drafts: a member's, opened in the post form; thirty payloads per draft in each format.
  await inParallel(starts(payloads.length, PAYLOADS_PER_DRAFT), async (start) => {
    const range = payloads.slice(start, start + PAYLOADS_PER_DRAFT).map((_, offset) => start + offset);
    const title = forms[start]?.("draft title").plain ?? "";
    const name = title.length <= TITLE_MAX ? title : `XSS draft ${start}`;
    const drafts: Array<{ field: XssField; format: Format; body: string }> = [
      { field: "draft body (rich2)", format: "rich2", body: JSON.stringify(range.flatMap((index) => forms[index]?.("draft body (rich2)").rich2 ?? [])) },
      { field: "draft body (html)", format: "html", body: range.map((index) => forms[index]?.("draft body (html)").html ?? "").join("\n") },
      { field: "draft body (markdown)", format: "markdown", body: range.map((index) => forms[index]?.("draft body (markdown)").markdown ?? "").join("\n\n") },
    ];
    for (const draft of drafts) {
      const titleField: XssField[] = title.length <= TITLE_MAX && draft.format === "rich2" ? ["draft title"] : [];
      // Counted per payload: the draft holds all of the range's.
      const bodyFields: XssField[] = range.map(() => draft.field);
      const created = await write<{ draftID: number }>(member, [...titleField, ...bodyFields], "POST", "/api/v2/drafts", {
        recordType: "discussion",
        parentRecordType: "category",
        parentRecordID: general.categoryID,
        attributes: { name, body: draft.body, format: draft.format, draftMeta: { name, categoryID: general.categoryID } },
      });
      if (created) planted.visits.push({ persona: "member", path: `/post/editdiscussion/0/${created.draftID}` });
    }
  });

  // Reports: the reason is the member's words, shown to moderators.
  await inParallel([...discussionIDs.entries()], async ([index, discussionID]) => {
    if (discussionID === undefined) return;
    const reason = forms[index]?.("report reason").plain ?? "";
    await write(member, ["report reason"], "POST", "/api/v2/reports", { recordType: "discussion", recordID: discussionID, reason });
  });

  // User names: each payload tried at registration, and names that pass the rules shown in bylines.
  await inParallel([...payloads.keys()], async (index) => {
    const name = forms[index]?.("user name (registration)").plain ?? "";
    await write(guest, ["user name (registration)"], "POST", "/api/v2/users/register", {
      name,
      email: `xss-${index}@example.com`,
      password: REGISTERED_PASSWORD,
    });
  });
  const byNames = await must<{ discussionID: number }>(admin, "POST", "/api/v2/discussions", {
    name: "Names that pass registration",
    body: "Each comment below is by one of them.",
    format: "text",
    categoryID: general.categoryID,
  });
  for (const [index, name] of TRICKY_USER_NAMES.entries()) {
    const response = await guest.request("POST", "/api/v2/users/register", { name, email: `xss-name-${index}@example.com`, password: REGISTERED_PASSWORD });
    if (!response.ok) continue;
    planted.trickyNames.push(name);
    const session = await sessions.signIn(name, REGISTERED_PASSWORD);
    await must(session, "POST", "/api/v2/comments", { discussionID: byNames.discussionID, body: `Posted by ${name}`, format: "text" });
  }
  planted.visits.push({ persona: "guest", path: `/discussion/${byNames.discussionID}` });

  // Lists: home, recent discussions, categories, each category, tag pages; as a guest and as a member.
  const listPages = Math.ceil((discussionIDs.length + 10) / COMMENTS_PER_PAGE);
  for (const persona of ["guest", "member"] as const) planted.visits.push({ persona, path: "/" }, { persona, path: "/categories" });
  for (let page = 1; page <= listPages; page++) planted.visits.push({ persona: "guest", path: `/discussions?page=${page}` });
  for (const category of categories.slice(0, 3)) planted.visits.push({ persona: "member", path: `/categories/${category.urlcode}` });
  // Tag pages are the discussion list filtered: a few show that a tag's own name is safe there too.
  for (const tagID of tagIDs.filter((_, index) => index % 30 === 0)) planted.visits.push({ persona: "guest", path: `/discussions?tagID=${tagID}` });
  // Moderation pages that list posts and reports, and the dashboard.
  planted.visits.push({ persona: "admin", path: "/log/filter" }, { persona: "admin", path: "/dashboard/addons" });
  // Editing a rich2 first post opens it in the editor (its links and images as the editor renders them);
  // the rich2 drafts above hold every payload's rich2 form, so a few edits suffice.
  const richPosts = [...payloads.entries()].filter(([index, payload]) => payload.family === "rich2" && discussionIDs[index] !== undefined);
  for (const [index] of richPosts.filter((_, nth) => nth % 6 === 0))
    planted.visits.push({ persona: "admin", path: `/post/editdiscussion/${discussionIDs[index]}` });
  return planted;
}

/** The first index of each batch of `size` among `count`. */
function starts(count: number, size: number): number[] {
  return Array.from({ length: Math.ceil(count / size) }, (_, batch) => batch * size);
}

/** Runs `task` over `items`, a few at a time (writes are independent; the site serves several at once). */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: WRITERS }, worker));
}

/** The site settings a manager writes (title, description, home title), a few payloads per round; `render` shows the home page after each. */
export async function plantSettings(payloads: readonly XssPayload[], admin: ApiSession, render: () => Promise<void>): Promise<Map<XssField, number>> {
  const stored = new Map<XssField, number>();
  const step = Math.max(1, Math.floor(payloads.length / SETTINGS_ROUNDS));
  const fields = [
    ["garden.title", "site title"],
    ["garden.description", "site description"],
    ["garden.homepageTitle", "home page title"],
  ] as const;
  for (let index = 0; index < payloads.length; index += step) {
    const patch: Record<string, string> = {};
    for (const [key, field] of fields) {
      const text = (payloads[index] as XssPayload).forms(markerFor(markerId(index, field))).plain;
      if (text.length > TITLE_MAX) continue;
      patch[key] = text;
      stored.set(field, (stored.get(field) ?? 0) + 1);
    }
    if (Object.keys(patch).length === 0) continue;
    const response = await admin.request("PATCH", "/api/v2/config", patch);
    if (!response.ok) throw new Error(`PATCH /config answered ${response.status}: ${await response.text()}`);
    await render();
  }
  return stored;
}
