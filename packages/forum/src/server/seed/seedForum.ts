import type { SeedContext } from "@quorum/server";
import { DEMO_USERS } from "./DEMO_USERS";
import { seedDemoContent } from "./seedDemoContent";
import { seedProfileExamples } from "./seedProfileExamples";

/** The forum's seed step: the demo accounts (passwords chosen by the site) and the demo content. */
export async function seedForum(ctx: SeedContext): Promise<void> {
  const users: Record<string, number> = {};
  for (const user of DEMO_USERS) {
    users[user.name] = await ctx.createUser({
      name: user.name,
      email: `${user.name}@example.com`,
      password: ctx.passwordFor(user.name),
      roles: user.roles,
      ...(user.isAdmin ? { isAdmin: true } : {}),
    });
  }
  await seedDemoContent(ctx.db, { users, random: () => ctx.random() });
  await seedProfileExamples(ctx);
}
