import type { GroupPrivacy } from "../../shared/Group";

export const PRIVACY_LABELS: Readonly<Record<GroupPrivacy, string>> = { public: "Public", private: "Private", secret: "Secret" };
