import quorum from "@quorum/eslint-config";

export default quorum;
