import type { AddonMigration } from "../addons/defineServerAddon";
import { coreMigration } from "./coreMigration";
import { coreMigration0002 } from "./coreMigration0002";
import { coreMigration0003 } from "./coreMigration0003";
import { coreMigration0004 } from "./coreMigration0004";
import { coreMigration0005 } from "./coreMigration0005";
import { coreMigration0007 } from "./coreMigration0007";
import { coreMigration0008 } from "./coreMigration0008";
import { coreMigration0009 } from "./coreMigration0009";
import { coreMigration0010 } from "./coreMigration0010";
import { coreMigration0011 } from "./coreMigration0011";

/** The framework's own migrations, in the order they run (before any add-on's). */
export const CORE_MIGRATIONS: readonly AddonMigration[] = [
  coreMigration,
  coreMigration0002,
  coreMigration0003,
  coreMigration0004,
  coreMigration0005,
  coreMigration0007,
  coreMigration0008,
  coreMigration0009,
  coreMigration0010,
  coreMigration0011,
];
