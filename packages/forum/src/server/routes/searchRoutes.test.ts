import { PAGING_HEADERS, type ApiErrorBody, type SearchResult } from "@quorum/api";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CAPPED_COUNT_TTL } from "../services/search/cappedCounts";
import { relevanceBlock, RELEVANCE_BLOCK_MIN, SEARCH_COUNT_CAP } from "../services/search/searchPosts";
import type { ForumComment } from "../services/comments/ForumComment";
import type { ForumDiscussion } from "../services/discussions/ForumDiscussion";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

// GET /search (spec §7, issue 14 §1): every parameter, bad input, and a post found (or gone) as
// soon as the request that wrote it returns. Made-up words keep each case to the posts it made.
let t: ForumTestApp;
const ids: Record<string, number> = {};

async function discussion(as: DemoUser, key: string, name: string, body: string, category = "general", tagIDs: number[] = []): Promise<number> {
  const created = await t.call(as, {
    method: "POST",
    url: "/discussions",
    body: { name, body, format: "markdown", categoryID: await t.categoryID(category), ...(tagIDs.length ? { tagIDs } : {}) },
  });
  expect(created.statusCode).toBe(201);
  ids[key] = created.json<ForumDiscussion>().discussionID;
  return ids[key];
}

async function comment(as: DemoUser, key: string, discussionID: number, body: string): Promise<number> {
  const created = await t.call(as, { method: "POST", url: "/comments", body: { discussionID, body, format: "text" } });
  expect(created.statusCode).toBe(201);
  ids[key] = created.json<ForumComment>().commentID;
  return ids[key];
}

/**
 * A thread named `name` of `count` comments reading "<word> n", the n-th written n minutes ago,
 * in one statement (their vectors by the trigger): a word in more posts than a window or a count takes.
 */
async function crowd(key: string, name: string, word: string, count: number): Promise<number> {
  const discussionID = await discussion("member", key, name, "nothing to see");
  await sql`INSERT INTO "comments" ("discussionID", "body", "format", "bodyHtml", "insertUserID", "dateInserted")
    SELECT ${discussionID}, ${word} || ' ' || n, 'text', '<p>' || ${word} || ' ' || n || '</p>', ${t.userIDs.bob}, now() - n * interval '1 minute'
    FROM generate_series(1, ${count}::integer) AS n`.execute(t.db);
  return discussionID;
}

const search = (query: string, as: DemoUser | "guest" = "admin") => t.call(as, { url: `/search?${query}` });
const results = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult[]>();
};
const keysOf = (response: LightMyRequestResponse) =>
  results(response)
    .map((r) => `${r.recordType}:${Object.entries(ids).find(([, id]) => id === r.recordID)?.[0] ?? r.recordID}`)
    .sort();
const fieldError = (response: LightMyRequestResponse, field: string) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(Object.keys(response.json<ApiErrorBody>().errors ?? {})).toContain(field);
};

let tagBug = 0;
let tagMobile = 0;
beforeAll(async () => {
  t = await createForumTestApp();
  const tags = await t.forum.selectFrom("tags").select(["tagID", "name"]).execute();
  tagBug = tags.find((tag) => tag.name === "Bug")?.tagID ?? 0;
  tagMobile = tags.find((tag) => tag.name === "Mobile")?.tagID ?? 0;
  const zebra = await discussion("member", "zebra", "Quokkazebra sightings near the lake", "We saw a **quokkazebra** and a flamingolamp by the lake.");
  await comment("alice", "zebraReply", zebra, "A flamingolamp is rarer than a quokkazebra.");
  await comment("bob", "lampReply", zebra, "Only the flamingolamp, sadly.");
  await discussion("alice", "lamp", "Flamingolamp repair", "How do I fix my flamingolamp? Asking for a quokkazebra.", "bug-reports", [tagBug, tagMobile]);
  await discussion("bob", "bugOnly", "Gizmowidget bug", "The gizmowidget crashes.", "getting-started", [tagBug]);
});
afterAll(() => t?.close());

describe("GET /search — matching and result fields", () => {
  it("finds discussions and comments by words of their titles and bodies, with the spec's result fields", async () => {
    const response = search("query=quokkazebra");
    expect(keysOf(await response)).toEqual(["comment:zebraReply", "discussion:lamp", "discussion:zebra"]);
    const [top] = results(await response);
    // The title weighs more than the body.
    expect(top?.recordID).toBe(ids.zebra);
    expect(top).toMatchObject({
      recordType: "discussion",
      type: "discussion",
      name: "Quokkazebra sightings near the lake",
      url: `/discussion/${ids.zebra}/quokkazebra-sightings-near-the-lake`,
      insertUserID: t.userIDs.member,
      insertUser: { userID: t.userIDs.member, name: "member" },
      breadcrumbs: [
        { name: "Home", url: "/" },
        { name: "General", url: "/categories/general" },
      ],
      labelCodes: [],
      isForeign: false,
      dateUpdated: null,
    });
    expect(top?.body).toBe("We saw a <mark>quokkazebra</mark> and a flamingolamp by the lake.");
    expect(top?.excerpt).toBe("We saw a quokkazebra and a flamingolamp by the lake.");
    const reply = results(await search("query=quokkazebra&recordTypes=comment"))[0];
    expect(reply).toMatchObject({ recordType: "comment", type: "comment", name: "RE: Quokkazebra sightings near the lake", commentID: ids.zebraReply });
    expect(reply?.url).toBe(`/discussion/comment/${ids.zebraReply}#Comment_${ids.zebraReply}`);
  });

  it("takes the text as query or search (spec §2), and the scope selector's site and hub", async () => {
    const expected = keysOf(await search("query=quokkazebra"));
    expect(keysOf(await search("search=quokkazebra"))).toEqual(expected);
    expect(keysOf(await search("query=quokkazebra&scope=site"))).toEqual(expected);
    expect(keysOf(await search("query=quokkazebra&scope=hub&expand=insertUser,breadcrumbs"))).toEqual(expected);
  });

  it("matchMode=wildcard (autocomplete) finds a partial word: the last word as a prefix, and inside titles (pg_trgm)", async () => {
    expect(keysOf(await search("query=quokkaz&matchMode=wildcard"))).toEqual(["comment:zebraReply", "discussion:lamp", "discussion:zebra"]);
    expect(keysOf(await search("query=gizmowid&matchMode=wildcard"))).toEqual(["discussion:bugOnly"]);
    // Inside a word of a title, not at its start.
    expect(keysOf(await search("query=mowidget&matchMode=wildcard"))).toEqual(["discussion:bugOnly"]);
  });

  it("a full search (matchMode fulltext, the default) matches whole words only", async () => {
    for (const query of ["quokkaz", "gizmowid", "mowidget"]) {
      expect(keysOf(await search(`query=${query}`)), query).toEqual([]);
      expect(keysOf(await search(`query=${query}&matchMode=fulltext`)), query).toEqual([]);
    }
    expect(keysOf(await search("query=gizmowidget"))).toEqual(["discussion:bugOnly"]);
  });

  it("queryOperator: every word (and, the default) or any (or)", async () => {
    expect(keysOf(await search("query=gizmowidget%20flamingolamp"))).toEqual([]);
    expect(keysOf(await search("query=gizmowidget%20flamingolamp&queryOperator=or"))).toEqual([
      "comment:lampReply",
      "comment:zebraReply",
      "discussion:bugOnly",
      "discussion:lamp",
      "discussion:zebra",
    ]);
    expect(keysOf(await search("query=flamingolamp%20sadly&queryOperator=and"))).toEqual(["comment:lampReply"]);
  });

  it("escapes what a body holds and marks only the matched words", async () => {
    await discussion("member", "xss", "Harmless title", 'xylophonix <img src=x onerror="alert(1)"> <script>alert(2)</script> end', "general");
    const [hit] = results(await search("query=xylophonix"));
    expect(hit?.body).toContain("<mark>xylophonix</mark>");
    expect(hit?.body?.replaceAll("<mark>", "").replaceAll("</mark>", "")).not.toMatch(/<|>/);
    // Typed operators and quotes are words, never query syntax.
    expect(results(await search(`query=${encodeURIComponent("xylophonix' & !( :* |")}`))).toHaveLength(1);
  });

  it("expandBody=false leaves the excerpt out (the autocomplete's light call)", async () => {
    const [hit] = results(await search("query=gizmowidget&expandBody=false&limit=5"));
    expect(hit?.body).toBeNull();
    expect(hit?.name).toBe("Gizmowidget bug");
  });

  it("an empty query with nothing to narrow it finds nothing, and answers 200", async () => {
    const response = await search("query=");
    expect(results(response)).toEqual([]);
    expect(response.headers[PAGING_HEADERS.total]).toBe("0");
    expect(results(await search(""))).toEqual([]);
  });
});

describe("GET /search — filters", () => {
  it("recordTypes and types", async () => {
    expect(keysOf(await search("query=flamingolamp&recordTypes=discussion"))).toEqual(["discussion:lamp", "discussion:zebra"]);
    expect(keysOf(await search("query=flamingolamp&recordTypes[]=comment"))).toEqual(["comment:lampReply", "comment:zebraReply"]);
    expect(keysOf(await search("query=flamingolamp&recordTypes=discussion,comment"))).toHaveLength(4);
    expect(keysOf(await search("query=flamingolamp&types=comment"))).toEqual(["comment:lampReply", "comment:zebraReply"]);
    expect(keysOf(await search("query=flamingolamp&types=discussion"))).toEqual(["discussion:lamp", "discussion:zebra"]);
    expect(keysOf(await search("query=flamingolamp&types=question"))).toEqual([]);
  });

  it("categoryID, categoryIDs, includeChildCategories", async () => {
    const support = await t.categoryID("support");
    const bugs = await t.categoryID("bug-reports");
    const general = await t.categoryID("general");
    expect(keysOf(await search(`query=flamingolamp&categoryID=${bugs}`))).toEqual(["discussion:lamp"]);
    expect(keysOf(await search(`query=flamingolamp&categoryID=${support}`))).toEqual([]);
    expect(keysOf(await search(`query=flamingolamp&categoryID=${support}&includeChildCategories=true`))).toEqual(["discussion:lamp"]);
    // A discussion's comments are in its category.
    expect(keysOf(await search(`query=flamingolamp&categoryIDs[]=${bugs}&categoryIDs[]=${general}`))).toHaveLength(4);
    expect(keysOf(await search(`query=flamingolamp&categoryIDs=${general}`))).toEqual(["comment:lampReply", "comment:zebraReply", "discussion:zebra"]);
    // Archived categories do not exist yet.
    expect(keysOf(await search(`query=flamingolamp&categoryID=${bugs}&includeArchivedCategories=true`))).toEqual(["discussion:lamp"]);
  });

  it("followedCategories: only the categories the viewer follows", async () => {
    const bugs = await t.categoryID("bug-reports");
    const follow = (followed: boolean) =>
      t.call("member", { method: "PATCH", url: `/categories/${bugs}/preferences/${t.userIDs.member}`, body: { "preferences.followed": followed } });
    expect(keysOf(await search("query=flamingolamp&followedCategories=true", "member"))).toEqual([]);
    expect((await follow(true)).statusCode).toBe(200);
    try {
      expect(keysOf(await search("query=flamingolamp&followedCategories=true", "member"))).toEqual(["discussion:lamp"]);
      expect(keysOf(await search("query=flamingolamp&followedCategories=false", "member"))).toHaveLength(4);
      // Another member's follows are theirs.
      expect(keysOf(await search("query=flamingolamp&followedCategories=true", "alice"))).toEqual([]);
    } finally {
      await follow(false);
    }
  });

  it("authors (ids), insertUserIDs, insertUserNames — the post's own author", async () => {
    expect(keysOf(await search(`query=flamingolamp&authors=${t.userIDs.alice}`))).toEqual(["comment:zebraReply", "discussion:lamp"]);
    expect(keysOf(await search(`query=flamingolamp&insertUserIDs[]=${t.userIDs.bob}&insertUserIDs[]=${t.userIDs.member}`))).toEqual([
      "comment:lampReply",
      "discussion:zebra",
    ]);
    expect(keysOf(await search("query=flamingolamp&insertUserNames=ALICE"))).toEqual(["comment:zebraReply", "discussion:lamp"]);
    expect(keysOf(await search("query=flamingolamp&insertUserNames=nobody-by-this-name"))).toEqual([]);
    // Filters alone (no words) list what they select, newest first.
    expect(keysOf(await search(`authors=${t.userIDs.bob}&recordTypes=discussion&query=`))).toContain("discussion:bugOnly");
  });

  it("tags with tagOperator or (default) and and", async () => {
    expect(keysOf(await search("query=flamingolamp%20gizmowidget&queryOperator=or&tags=bug"))).toEqual(["discussion:bugOnly", "discussion:lamp"]);
    expect(keysOf(await search("query=flamingolamp%20gizmowidget&queryOperator=or&tags[]=Bug&tags[]=Mobile&tagOperator=or"))).toEqual([
      "discussion:bugOnly",
      "discussion:lamp",
    ]);
    expect(keysOf(await search("query=flamingolamp%20gizmowidget&queryOperator=or&tags[]=Bug&tags[]=Mobile&tagOperator=and"))).toEqual(["discussion:lamp"]);
    expect(keysOf(await search("query=gizmowidget&tags=no-such-tag"))).toEqual([]);
  });

  it("dateInserted in Vanilla's date filter syntax", async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(keysOf(await search(`query=gizmowidget&dateInserted=${today}`))).toEqual(["discussion:bugOnly"]);
    expect(keysOf(await search(`query=gizmowidget&dateInserted=${encodeURIComponent(`>=${today}`)}`))).toEqual(["discussion:bugOnly"]);
    expect(keysOf(await search(`query=gizmowidget&dateInserted=${encodeURIComponent(`<${today}`)}`))).toEqual([]);
    expect(keysOf(await search(`query=gizmowidget&dateInserted=${encodeURIComponent("[2020-01-01,2020-12-31]")}`))).toEqual([]);
    expect(keysOf(await search(`query=gizmowidget&dateInserted=${encodeURIComponent(`[2020-01-01,${today}]`)}`))).toEqual(["discussion:bugOnly"]);
  });

  it("name: part of the record's name (a comment's is its discussion's)", async () => {
    expect(keysOf(await search("query=flamingolamp&name=repai"))).toEqual(["discussion:lamp"]);
    expect(keysOf(await search("query=flamingolamp&name=sightings&recordTypes=comment"))).toEqual(["comment:lampReply", "comment:zebraReply"]);
    expect(keysOf(await search("name=gizmowid"))).toEqual(["discussion:bugOnly"]);
  });

  it("discussionID: the comments of one thread", async () => {
    expect(keysOf(await search(`query=flamingolamp&discussionID=${ids.zebra}`))).toEqual(["comment:lampReply", "comment:zebraReply"]);
    expect(keysOf(await search(`query=flamingolamp&discussionID=${ids.lamp}`))).toEqual([]);
  });
});

describe("GET /search — order and pages", () => {
  it("sorts by relevance, newest or oldest, under the spec's and Vanilla's names", async () => {
    const newest = results(await search("query=flamingolamp&sort=newest")).map((r) => r.dateInserted);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(results(await search("query=flamingolamp&sort=-dateInserted")).map((r) => r.dateInserted)).toEqual(newest);
    const oldest = results(await search("query=flamingolamp&sort=oldest")).map((r) => r.dateInserted);
    expect(oldest).toEqual([...newest].reverse());
    expect(results(await search("query=flamingolamp&sort=dateInserted")).map((r) => r.dateInserted)).toEqual(oldest);
    const relevance = results(await search("query=flamingolamp&sort=relevance")).map((r) => r.score);
    expect(relevance).toEqual([...relevance].sort((a, b) => b - a));
  });

  it("pages with page and limit, every hit once, and says so in the headers", async () => {
    const all = results(await search("query=flamingolamp&sort=oldest&limit=100")).map((r) => `${r.recordType}${r.recordID}`);
    expect(all).toHaveLength(4);
    const first = await search("query=flamingolamp&sort=oldest&limit=3");
    expect(first.headers[PAGING_HEADERS.total]).toBe("4");
    expect(first.headers[PAGING_HEADERS.current]).toBe("1");
    expect(first.headers[PAGING_HEADERS.limit]).toBe("3");
    expect(String(first.headers.link)).toContain('rel="next"');
    const second = await search("query=flamingolamp&sort=oldest&limit=3&page=2");
    expect(second.headers[PAGING_HEADERS.total]).toBe("4");
    expect(String(second.headers.link)).toContain('rel="prev"');
    expect(String(second.headers.link)).not.toContain('rel="next"');
    expect([...results(first), ...results(second)].map((r) => `${r.recordType}${r.recordID}`)).toEqual(all);
    const past = await search("query=flamingolamp&limit=3&page=9");
    expect(results(past)).toEqual([]);
    expect(past.headers[PAGING_HEADERS.total]).toBe("4");
    // The search page's size by default (spec §9).
    expect((await search("query=flamingolamp")).headers[PAGING_HEADERS.limit]).toBe("20");
  });
});

describe("GET /search — a word in more posts than are counted", () => {
  it("counts up to SEARCH_COUNT_CAP, ranks the newest matches and pages by date through all of them", async () => {
    await crowd("crowded", "Crowded thread", "crowdword", 1100);
    const first = await search("query=crowdword");
    expect(results(first)).toHaveLength(20);
    expect(first.headers[PAGING_HEADERS.total]).toBe(String(SEARCH_COUNT_CAP));
    expect(String(first.headers.link)).toContain('rel="next"');
    // Relevance ranks block by block, newest first: all rank alike here, so newest first throughout.
    expect(results(first)[0]?.excerpt).toBe("crowdword 1");
    const tenth = results(await search("query=crowdword&limit=20&page=10"));
    expect(tenth.at(-1)?.excerpt).toBe("crowdword 200");
    // By date, every match is reachable page by page.
    const deep = results(await search("query=crowdword&sort=oldest&limit=100&page=11"));
    expect(deep.map((r) => r.excerpt)).toEqual(Array.from({ length: 100 }, (_, i) => `crowdword ${100 - i}`));
  });

  it("count=false (autocomplete) leaves the total out and counts nothing; a full page has a next", async () => {
    const discussionID = await crowd("uncounted", "Uncounted thread", "lazyword", 1100);
    const uncounted = await search("query=lazyword&limit=5&expandBody=false&matchMode=wildcard&count=false");
    expect(uncounted.headers[PAGING_HEADERS.total]).toBeUndefined();
    expect(String(uncounted.headers.link)).toContain('rel="next"');
    expect(results(uncounted)).toHaveLength(5);
    // Had that call counted, its capped total would be remembered (CAPPED_COUNT_TTL) and this
    // would still say the cap: the first count is the real one.
    await sql`DELETE FROM "comments" WHERE "discussionID" = ${discussionID} AND "body" LIKE 'lazyword 1%'`.execute(t.db);
    const counted = await search("query=lazyword&limit=5&expandBody=false&matchMode=wildcard");
    expect(counted.headers[PAGING_HEADERS.total]).toBe("888");
    expect(results(await search("query=lazyword&limit=5&expandBody=false&matchMode=wildcard&count=false"))).toEqual(results(counted));
    // A page short of the limit is the last, counted or not.
    const last = await search("query=lazyword&limit=100&page=9&count=false&sort=oldest");
    expect(results(last)).toHaveLength(88);
    expect(String(last.headers.link)).not.toContain('rel="next"');
  });

  it("ranks the newest relevanceBlock(limit) matches together: three pages, at least RELEVANCE_BLOCK_MIN (autocomplete's five are the best of the newest 50)", async () => {
    // 60 alike, newest first; the 56th newest holds the word three times, so it ranks first wherever it is ranked.
    const discussionID = await crowd("window", "Window thread", "windowword", 60);
    await sql`INSERT INTO "comments" ("discussionID", "body", "format", "bodyHtml", "insertUserID", "dateInserted")
      VALUES (${discussionID}, 'x', 'text', '<p>windowword windowword windowword best</p>', ${t.userIDs.bob}, now() - interval '55 minutes 30 seconds')`.execute(
      t.db,
    );
    const top = async (limit: number) => results(await search(`query=windowword&limit=${limit}`))[0]?.excerpt;
    expect(relevanceBlock(5)).toBe(RELEVANCE_BLOCK_MIN);
    expect(RELEVANCE_BLOCK_MIN).toBe(50);
    expect(relevanceBlock(20)).toBe(60);
    // The best is the 56th newest: outside autocomplete's block of 50, inside the search page's 60.
    expect(await top(5)).toBe("windowword 1");
    expect(await top(20)).toBe("windowword windowword windowword best");
    // Pages of five: the second block (matches 51-61) starts on page 11 with its best.
    expect(results(await search("query=windowword&limit=5&page=11"))[0]?.excerpt).toBe("windowword windowword windowword best");
  });

  it("pages through relevance's blocks without repeating or skipping a result, each block best first", async () => {
    const discussionID = await discussion("member", "blocks", "Blocks thread", "nothing to see");
    // 130 matches newest first; every seventh holds the word twice, so it outranks its neighbours.
    await sql`INSERT INTO "comments" ("discussionID", "body", "format", "bodyHtml", "insertUserID", "dateInserted")
      SELECT ${discussionID}, 'x', 'text', '<p>blockword ' || CASE WHEN n % 7 = 0 THEN 'blockword ' ELSE '' END || n || '</p>', ${t.userIDs.bob},
        now() - n * interval '1 minute'
      FROM generate_series(1, 130) AS n`.execute(t.db);
    const numberOf = (result: { excerpt?: string | null }) => Number(/\d+$/.exec(result.excerpt ?? "")?.[0]);
    const paged: number[] = [];
    for (let page = 1; page <= 7; page++) paged.push(...results(await search(`query=blockword&limit=20&page=${page}`)).map(numberOf));
    // Blocks of 60 newest first (1-60, 61-120, 121-130); in each, the doubled ones first, then by date.
    const expected = [
      [1, 60],
      [61, 120],
      [121, 130],
    ].flatMap(([from = 0, to = 0]) => {
      const block = Array.from({ length: to - from + 1 }, (_, i) => from + i);
      return [...block.filter((n) => n % 7 === 0), ...block.filter((n) => n % 7 !== 0)];
    });
    expect(paged).toEqual(expected);
  });

  it("counts the titles first and the comments only up to what the cap leaves; a capped total is remembered for CAPPED_COUNT_TTL", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // 600 titles and 600 comments hold the word: 1,200 in all, counted as the cap.
      const discussionID = await discussion("member", "both", "Both places", "nothing to see");
      await sql`INSERT INTO "discussions" ("categoryID", "name", "body", "format", "bodyHtml", "excerpt", "insertUserID", "dateInserted", "dateLastComment")
        SELECT "categoryID", 'bothword title ' || n, 'x', 'text', '<p>x</p>', 'x', ${t.userIDs.bob}, now(), now()
        FROM "discussions", generate_series(1, 600) AS n WHERE "discussionID" = ${discussionID}`.execute(t.db);
      await sql`INSERT INTO "comments" ("discussionID", "body", "format", "bodyHtml", "insertUserID")
        SELECT ${discussionID}, 'bothword ' || n, 'text', '<p>bothword ' || n || '</p>', ${t.userIDs.bob} FROM generate_series(1, 600) AS n`.execute(t.db);
      expect((await search("query=bothword")).headers[PAGING_HEADERS.total]).toBe(String(SEARCH_COUNT_CAP));
      expect((await search("query=bothword&recordTypes=discussion")).headers[PAGING_HEADERS.total]).toBe("600");
      expect((await search("query=bothword&recordTypes=comment")).headers[PAGING_HEADERS.total]).toBe("600");
      // Below the cap now; the capped total stands until the TTL has passed, then it is counted again.
      await sql`DELETE FROM "comments" WHERE "discussionID" = ${discussionID}`.execute(t.db);
      await sql`DELETE FROM "discussions" WHERE "name" LIKE 'bothword title 1%'`.execute(t.db);
      expect((await search("query=bothword")).headers[PAGING_HEADERS.total]).toBe(String(SEARCH_COUNT_CAP));
      vi.setSystemTime(Date.now() + CAPPED_COUNT_TTL);
      expect((await search("query=bothword")).headers[PAGING_HEADERS.total]).toBe("489");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("GET /search — domains", () => {
  it("all content (default, all_content, empty) is the forum's posts; discussions is the same", async () => {
    const posts = keysOf(await search("query=flamingolamp"));
    expect(keysOf(await search("query=flamingolamp&domain=all_content"))).toEqual(posts);
    expect(keysOf(await search("query=flamingolamp&domain="))).toEqual(posts);
    expect(keysOf(await search("query=flamingolamp&domain=discussions"))).toEqual(posts);
  });

  it("domain=user and recordTypes=user find members by part of their name", async () => {
    const users = results(await search("domain=user&query=ali"));
    expect(users.map((u) => u.name)).toEqual(["alice"]);
    expect(users[0]).toMatchObject({ recordType: "user", type: "user", recordID: t.userIDs.alice, url: "/profile/alice", body: null });
    expect(results(await search("recordTypes=user&query=mode")).map((u) => u.name)).toEqual(["moderator"]);
    expect(results(await search("domain=user&name=bo")).map((u) => u.name)).toEqual(["bob"]);
  });

  it("domain=category finds categories by name and description", async () => {
    const found = results(await search("domain=category&query=bug"));
    expect(found.map((c) => c.name)).toEqual(["Bug Reports"]);
    expect(found[0]).toMatchObject({ recordType: "category", type: "category", url: "/categories/bug-reports" });
    expect(results(await search("domain=category&query=reproduce")).map((c) => c.name)).toEqual(["Bug Reports"]);
  });
});

describe("GET /search — bad input answers 4xx naming the field", () => {
  it.each([
    ["domain=nonsense&query=a", "domain"],
    ["recordTypes=article&query=a", "recordTypes"],
    ["domain=user&recordTypes=discussion&query=a", "recordTypes"],
    ["limit=0&query=a", "limit"],
    ["limit=101&query=a", "limit"],
    ["limit=ten&query=a", "limit"],
    ["page=0&query=a", "page"],
    ["page=101&query=a", "page"],
    ["sort=best&query=a", "sort"],
    ["queryOperator=xor&query=a", "queryOperator"],
    ["matchMode=vectorized&query=a", "matchMode"],
    ["tagOperator=nand&tags=bug&query=a", "tagOperator"],
    ["dateInserted=yesterday&query=a", "dateInserted"],
    [`dateInserted=${encodeURIComponent("[2024-02-01,2024-01-01]")}&query=a`, "dateInserted"],
    ["categoryID=abc&query=a", "categoryID"],
    ["categoryID=0&query=a", "categoryID"],
    ["categoryID=99999999999&query=a", "categoryID"],
    ["categoryIDs[]=x&query=a", "categoryIDs"],
    ["discussionID=-1&query=a", "discussionID"],
    ["authors=bob&query=a", "authors"],
    ["followedCategories=maybe&query=a", "followedCategories"],
    ["includeChildCategories=sure&query=a", "includeChildCategories"],
    ["expandBody=perhaps&query=a", "expandBody"],
    ["count=perhaps&query=a", "count"],
    ["scope=galaxy&query=a", "scope"],
    [`query=${"a".repeat(301)}`, "query"],
    [`name=${"a".repeat(101)}`, "name"],
  ])("%s → 422 on %s", async (query, field) => {
    fieldError(await search(query, "member"), field);
  });

  it("a guest without profiles.view is refused members (403), not shown an empty list", async () => {
    await t.db.updateTable("rolePermissions").set({ granted: false }).where("permission", "=", "profiles.view").execute();
    t.app.quorum.permissions.invalidate();
    try {
      expect((await search("domain=user&query=ali", "guest")).statusCode).toBe(403);
    } finally {
      await t.db.updateTable("rolePermissions").set({ granted: true }).where("permission", "=", "profiles.view").execute();
      t.app.quorum.permissions.invalidate();
    }
  });
});

describe("GET /search — indexed in the writing transaction", () => {
  it("a new discussion and comment are found as soon as their requests return", async () => {
    const discussionID = await discussion("member", "fresh", "Brandnewword arrives", "Nothing else here.");
    expect(keysOf(await search("query=brandnewword", "guest"))).toEqual(["discussion:fresh"]);
    await comment("bob", "freshReply", discussionID, "Replying with anotherfreshword.");
    expect(keysOf(await search("query=anotherfreshword", "guest"))).toEqual(["comment:freshReply"]);
  });

  it("an edit shows at once: the old words gone, the new ones found", async () => {
    const discussionID = await discussion("member", "edited", "Beforeeditword title", "Body beforebodyword.");
    const commentID = await comment("member", "editedReply", discussionID, "Comment beforecommentword.");
    expect(
      (await t.call("member", { method: "PATCH", url: `/discussions/${discussionID}`, body: { name: "Aftereditword title", body: "Body afterbodyword." } }))
        .statusCode,
    ).toBe(200);
    expect((await t.call("member", { method: "PATCH", url: `/comments/${commentID}`, body: { body: "Comment aftercommentword." } })).statusCode).toBe(200);
    expect(keysOf(await search("query=beforeeditword%20beforebodyword%20beforecommentword&queryOperator=or"))).toEqual([]);
    expect(keysOf(await search("query=aftereditword"))).toEqual(["discussion:edited"]);
    expect(keysOf(await search("query=afterbodyword"))).toEqual(["discussion:edited"]);
    expect(keysOf(await search("query=aftercommentword"))).toEqual(["comment:editedReply"]);
  });

  it("a delete shows at once: the discussion and its comments are gone", async () => {
    const discussionID = await discussion("member", "doomed", "Doomedword thread", "doomedword body");
    const commentID = await comment("alice", "doomedReply", discussionID, "doomedword reply");
    const other = await comment("alice", "doomedReply2", discussionID, "doomedword second reply");
    expect(keysOf(await search("query=doomedword"))).toHaveLength(3);
    expect((await t.call("admin", { method: "DELETE", url: `/comments/${other}` })).statusCode).toBe(204);
    expect(keysOf(await search("query=doomedword"))).toEqual(["comment:doomedReply", "discussion:doomed"]);
    expect((await t.call("admin", { method: "DELETE", url: `/discussions/${discussionID}` })).statusCode).toBe(204);
    const after = await search("query=doomedword");
    expect(results(after)).toEqual([]);
    expect(after.headers[PAGING_HEADERS.total]).toBe("0");
    expect(commentID).toBeGreaterThan(0);
  });

  it("a move shows at once: into the Staff Lounge, the thread leaves a member's results", async () => {
    const discussionID = await discussion("member", "moved", "Movedword thread", "movedword body");
    await comment("member", "movedReply", discussionID, "movedword reply");
    expect(keysOf(await search("query=movedword", "member"))).toEqual(["comment:movedReply", "discussion:moved"]);
    const staff = await t.categoryID("staff-lounge");
    expect((await t.call("admin", { method: "PATCH", url: `/discussions/${discussionID}`, body: { categoryID: staff } })).statusCode).toBe(200);
    const member = await search("query=movedword", "member");
    expect(results(member)).toEqual([]);
    expect(member.headers[PAGING_HEADERS.total]).toBe("0");
    expect(keysOf(await search("query=movedword", "moderator"))).toEqual(["comment:movedReply", "discussion:moved"]);
  });

  it("a bulk move and a merge show at once: the comments follow their thread into the Staff Lounge", async () => {
    const staff = await t.categoryID("staff-lounge");
    const carried = await discussion("member", "carried", "Carriedword thread", "carriedword body");
    await comment("member", "carriedReply", carried, "carriedword reply");
    const moved = await t.call("admin", {
      method: "PATCH",
      url: "/discussions/move",
      body: { discussionIDs: [carried], categoryID: staff, addRedirects: true },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(keysOf(await search("query=carriedword", "member"))).toEqual([]);
    expect(keysOf(await search("query=carriedword", "moderator"))).toEqual(["comment:carriedReply", "discussion:carried"]);
    // The comment's copy of the category cannot be set apart from its discussion's.
    await t.forum
      .updateTable("comments")
      .set({ categoryID: await t.categoryID("general") })
      .where("discussionID", "=", carried)
      .execute();
    expect(keysOf(await search("query=carriedword", "member"))).toEqual([]);

    const source = await discussion("member", "mergedSource", "Mergedword source", "a source body");
    await comment("alice", "mergedReply", source, "mergedword reply");
    const destination = await discussion("moderator", "mergedDestination", "Destination thread", "a destination body", "staff-lounge");
    expect(keysOf(await search("query=mergedword", "member"))).toEqual(["comment:mergedReply", "discussion:mergedSource"]);
    const merged = await t.call("admin", {
      method: "PATCH",
      url: "/discussions/merge",
      body: { discussionIDs: [source, destination], destinationDiscussionID: destination },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const member = await search("query=mergedword", "member");
    expect(results(member)).toEqual([]);
    expect(member.headers[PAGING_HEADERS.total]).toBe("0");
    expect(keysOf(await search("query=mergedword", "moderator"))).toContain("comment:mergedReply");
  });

  it("a redirect takes no comment (its comments would be found without it)", async () => {
    const original = await discussion("member", "redirected", "Redirected thread", "redirected body");
    const moved = await t.call("admin", {
      method: "PATCH",
      url: "/discussions/move",
      body: { discussionIDs: [original], categoryID: await t.categoryID("off-topic"), addRedirects: true },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stub = await t.forum
      .selectFrom("discussions")
      .select("discussionID")
      .where("type", "=", "redirect")
      .orderBy("discussionID", "desc")
      .executeTakeFirstOrThrow();
    const refused = await t.call("admin", {
      method: "POST",
      url: "/comments",
      body: { discussionID: stub.discussionID, body: "stubword reply", format: "text" },
    });
    fieldError(refused, "discussionID");
    expect(refused.body).toContain(`Discussions of type \\"redirect\\" can't be commented on.`);
    expect(keysOf(await search("query=stubword"))).toEqual([]);
  });
});
