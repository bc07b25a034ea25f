import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { serviceContext } from "@quorum/forum/contract/server";
import { forbidden, HttpError, setPagingHeaders, validationError } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { PollVoter } from "../../shared/Poll";
import { pollsDb, type PollsDb } from "../db/PollsTables";
import { createPoll } from "../services/createPoll";
import { accessOf, loadPollAccess, type PollAccess } from "../services/pollAccess";
import { serializePoll } from "../services/serializePoll";
import { PollIDParamsSchema, PollPostSchema, VoterListQuerySchema, VotePutSchema } from "./pollSchemas";

// A closed poll keeps its votes: the message says why the vote was refused.
const closed = (): HttpError => new HttpError(409, "This poll is closed: it takes no more votes.");

/** Voting needs a signed-in member holding `polls.vote`, on an open poll. */
function assertCanVote(access: PollAccess, userID: number): void {
  if (userID <= 0) throw forbidden();
  if (access.isClosed) throw closed();
  if (!access.canVote) throw forbidden();
}

/**
 * The polls API (`/api/v2/polls`), 404 while the add-on is disabled. Every lookup answers 404 to a
 * viewer who cannot see the poll's discussion; each mutation is one transaction.
 */
export function pollRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const dbOf = (app: FastifyInstance): PollsDb => pollsDb(app.quorum.db);

  typed.post("/polls", { schema: { body: PollPostSchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const now = new Date();
    const poll = await createPoll(serviceContext(request), request.body, now);
    reply.code(201);
    return serializePoll(db, accessOf(poll, request.viewer, now), request.viewer);
  });

  typed.get("/polls/:pollID", { schema: { params: PollIDParamsSchema } }, async (request) => {
    const db = dbOf(request.server);
    return serializePoll(db, await loadPollAccess(db, request.viewer, request.params.pollID), request.viewer);
  });

  typed.put("/polls/:pollID/votes", { schema: { params: PollIDParamsSchema, body: VotePutSchema } }, async (request) => {
    const db = dbOf(request.server);
    const { viewer } = request;
    const access = await loadPollAccess(db, viewer, request.params.pollID);
    assertCanVote(access, viewer.user.userID);
    const { poll } = access;
    const { optionIDs } = request.body;
    if (!poll.multipleChoice && optionIDs.length > 1) throw validationError("optionIDs", "Choose one option.", "invalid");
    if (poll.maxChoices !== null && optionIDs.length > poll.maxChoices)
      throw validationError("optionIDs", `Choose at most ${poll.maxChoices} options.`, "invalid");
    await db.transaction().execute(async (trx) => {
      const known = await trx
        .selectFrom("pollOptions")
        .select("pollOptionID")
        .where("pollID", "=", poll.pollID)
        .where("pollOptionID", "in", optionIDs)
        .execute();
      if (known.length !== optionIDs.length) throw validationError("optionIDs", "Not an option of this poll.", "notFound");
      // The new vote replaces the old one: a member votes once, and may change it while the poll is open.
      await trx.deleteFrom("pollVotes").where("pollID", "=", poll.pollID).where("userID", "=", viewer.user.userID).execute();
      const now = new Date();
      await trx
        .insertInto("pollVotes")
        .values(optionIDs.map((pollOptionID) => ({ pollID: poll.pollID, pollOptionID, userID: viewer.user.userID, dateInserted: now })))
        .execute();
    });
    return serializePoll(db, access, viewer);
  });

  typed.delete("/polls/:pollID/votes", { schema: { params: PollIDParamsSchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const { viewer } = request;
    const access = await loadPollAccess(db, viewer, request.params.pollID);
    assertCanVote(access, viewer.user.userID);
    await db
      .transaction()
      .execute((trx) => trx.deleteFrom("pollVotes").where("pollID", "=", access.poll.pollID).where("userID", "=", viewer.user.userID).execute());
    reply.code(204);
  });

  typed.get("/polls/:pollID/votes", { schema: { params: PollIDParamsSchema, querystring: VoterListQuerySchema } }, async (request, reply) => {
    const db = dbOf(request.server);
    const access = await loadPollAccess(db, request.viewer, request.params.pollID);
    if (!access.canViewVoters) throw forbidden("Permission Problem", "Only moderators can see who voted in this poll.");
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? 30;
    const voters = db.selectFrom("pollVotes").where("pollID", "=", access.poll.pollID);
    const { total } = await voters.select((eb) => eb.fn.count<string>("userID").distinct().as("total")).executeTakeFirstOrThrow();
    const rows = await voters
      .innerJoin("users", "users.userID", "pollVotes.userID")
      .select((eb) => [
        "users.userID",
        "users.name",
        eb.fn.min("pollVotes.dateInserted").as("dateInserted"),
        eb.fn.agg<number[]>("array_agg", ["pollVotes.pollOptionID"]).as("optionIDs"),
      ])
      .groupBy(["users.userID", "users.name"])
      .orderBy("dateInserted")
      .orderBy("users.userID")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, total: Number(total), hasNext: page * limit < Number(total) });
    return rows.map((row): PollVoter => ({
      userID: row.userID,
      name: row.name,
      optionIDs: row.optionIDs.map(Number).sort((a, b) => a - b),
      dateInserted: new Date(row.dateInserted).toISOString(),
    }));
  });
}
