import { randomBytes } from "node:crypto";
import type { ApiSession } from "../ApiSession.ts";
import type { SafetyPart } from "../SafetyPart.ts";
import { API_GET_ENDPOINTS } from "./API_GET_ENDPOINTS.ts";
import { callOk } from "./callOk.ts";
import { countMismatches } from "./countMismatches.ts";
import { findLeaks } from "./findLeaks.ts";
import { HIDDEN_KINDS } from "./HIDDEN_KINDS.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { MatrixContext } from "./MatrixContext.ts";
import { pages } from "./PAGES.ts";
import { PERSONAS } from "./Persona.ts";
import { routeCoverage } from "./routeCoverage.ts";
import { comparable, withoutOwnPath } from "./sameAsMissing.ts";
import { setUpPersonas } from "./setUpPersonas.ts";

/** An id no record has: far above what a fresh site makes, well inside PostgreSQL's int4. */
const MISSING_ID = 987654321;

interface Answer {
  status: number;
  body: string;
  /** The body with every header appended (redirects' Location, paging links), the asked address taken out (`withoutOwnPath`). */
  scanned: string;
}

async function ask(session: ApiSession, path: string): Promise<Answer> {
  const response = await session.request("GET", path);
  const body = await response.text();
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
  return { status: response.status, body, scanned: withoutOwnPath(`${body}\n${headers}`, path) };
}

/**
 * The permission matrix (issue 12): on a fresh demo site, records some personas may not see (the
 * restricted category with its discussion, comments, tags, reactions, bookmark and a redirect stub
 * of a discussion moved into it; other members' drafts), then every /api/v2 GET endpoint and every
 * page type as each persona. Fails on any trace of a hidden record in an answer to a persona who
 * may not see it, on any count that counts what the persona cannot list, and on any request for a
 * hidden record that does not answer exactly as the same request for a missing one.
 */
export const permissionsPart: SafetyPart = {
  name: "permissions",
  async run(site) {
    if (!site) throw new Error("the permissions part runs on the suite's fresh site");
    const details: string[] = [];
    const marker = `qz${randomBytes(4).toString("hex")}`;
    const personas = await setUpPersonas(site, marker);
    const { admin, member } = personas.sessions;

    // Visible records, so every list and page is asked with real ids too.
    const general = await callOk<{ categoryID: number; urlcode: string }>(admin, "GET", "/api/v2/categories/general");
    const open = await callOk<{ discussionID: number; tags: Array<{ tagID: number }> }>(member, "POST", "/api/v2/discussions", {
      name: `${marker} visible discussion`,
      body: "Everyone may read this.",
      format: "markdown",
      categoryID: general.categoryID,
      newTagNames: [`${marker}-shared-tag`],
    });
    const comment = await callOk<{ commentID: number }>(member, "POST", "/api/v2/comments", {
      discussionID: open.discussionID,
      body: "A visible comment.",
      format: "markdown",
    });
    const sharedTag = open.tags[0];
    if (!sharedTag) throw new Error("set-up: the visible discussion did not get its tag");
    const ctx: MatrixContext = {
      ...personas,
      baseUrl: site.baseUrl,
      marker,
      visible: {
        categoryID: general.categoryID,
        categoryCode: general.urlcode,
        discussionID: open.discussionID,
        commentID: comment.commentID,
        tagID: sharedTag.tagID,
      },
      missingID: MISSING_ID,
      hidden: [],
    };
    for (const kind of HIDDEN_KINDS) ctx.hidden.push(...(await kind.setUp(ctx)));

    const coverage = await routeCoverage(site.baseUrl);
    for (const route of coverage.missing) details.push(`route table: GET ${route} is not in the matrix's endpoint list (API_GET_ENDPOINTS.ts)`);

    const apiRequests = API_GET_ENDPOINTS.flatMap((endpoint) => endpoint.requests(ctx));
    const pageRequests = pages(ctx);
    let requests = 0;
    let leaks = 0;
    let mismatches = 0;
    let countChecks = 0;
    let unexercised = 0;
    for (const persona of PERSONAS) {
      const session = personas.sessions[persona];
      const hiddenFromThem = ctx.hidden.filter((record) => !record.visibleTo.has(persona));
      // A request naming a record by id may have its answer echo that id (a page's inlined lookup):
      // the asker's own words, so only the rest of what the record holds is looked for.
      const scan = (path: string, answer: Answer, named?: HiddenRecord) => {
        const records = hiddenFromThem.map((record) => (record === named ? { ...record, idKeys: [], idPaths: [] } : record));
        for (const leak of findLeaks(answer.scanned, records)) {
          leaks++;
          details.push(`leak to ${persona}: GET ${path} (${answer.status}) shows ${leak}`);
        }
      };
      for (const path of [...apiRequests, ...pageRequests]) {
        const answer = await ask(session, path);
        requests++;
        if (answer.status >= 500) details.push(`${persona}: GET ${path} answered ${answer.status}`);
        scan(path, answer);
      }
      for (const record of ctx.hidden) {
        const maySee = record.visibleTo.has(persona);
        let seen = false;
        for (const probe of record.probes) {
          const hidden = await ask(session, probe.hidden);
          requests++;
          if (maySee) {
            seen ||= hidden.status < 400;
            continue;
          }
          scan(probe.hidden, hidden, record);
          const missing = await ask(session, probe.missing);
          requests++;
          if (hidden.status !== missing.status || comparable(hidden.body, probe.hidden) !== comparable(missing.body, probe.missing)) {
            mismatches++;
            details.push(
              `hidden ≠ missing for ${persona}: GET ${probe.hidden} → ${hidden.status} ${hidden.body.slice(0, 120)} | GET ${probe.missing} → ${missing.status} ${missing.body.slice(0, 120)}`,
            );
          }
        }
        // The set-up must have made what the matrix hides: those who may see it do.
        if (maySee && !seen) {
          unexercised++;
          details.push(`set-up: ${persona} may see ${record.kind} ${record.id} but none of its probes answered it`);
        }
      }
      const counts = await countMismatches(
        session,
        Object.values(personas.userIDs),
        [ctx.visible.tagID, ...ctx.hidden.filter((r) => r.kind === "tag").map((r) => r.id)],
        [`query=${marker}`, `query=${marker}&recordTypes=comment`, `query=&authors=${personas.userIDs.moderator}`],
      );
      countChecks += counts.checks;
      for (const mismatch of counts.mismatches) {
        leaks++;
        details.push(`count to ${persona}: ${mismatch}`);
      }
    }

    const failures = leaks + mismatches + unexercised + coverage.missing.length + details.filter((d) => d.includes(" answered 5")).length;
    const figure =
      `permissions: ${PERSONAS.length} personas × ${apiRequests.length} API requests (${API_GET_ENDPOINTS.length} GET endpoints; ${coverage.declared.length} routes declared, ` +
      `${coverage.missing.length} unlisted) + ${pageRequests.length} pages + probes of ${ctx.hidden.length} hidden records (${HIDDEN_KINDS.map((k) => k.name).join(", ")}); ` +
      `${requests} requests, ${countChecks} count checks; ${leaks} leaks, ${mismatches} hidden-vs-missing mismatches`;
    return { figure, failures, details };
  },
};
